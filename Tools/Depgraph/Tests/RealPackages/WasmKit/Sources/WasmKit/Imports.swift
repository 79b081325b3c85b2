import struct WasmParser.Import
/// A set of entities used to import values when instantiating a module.
/// The following example demonstrates how to import a function from the host environment
enum DeclarationsLeftOut {}
