import WasmTypes
    /// Name of the import
    /// Descriptor of the import
    /// Function import
    /// Table import
    /// Memory import
    /// Global import
    /// Tag import
enum DeclarationsLeftOut {}
