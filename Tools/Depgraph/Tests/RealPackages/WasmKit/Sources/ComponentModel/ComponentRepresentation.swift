import WasmTypes
/// An import declaration in a type.
/// An import definition (from binary section 10).
enum DeclarationsLeftOut {}
