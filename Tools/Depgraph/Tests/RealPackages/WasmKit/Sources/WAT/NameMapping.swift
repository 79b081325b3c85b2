import WasmParser
import WasmTypes
    /// The import names of the module field declaration
#if ComponentModel
    import ComponentModel
#endif
enum DeclarationsLeftOut {}
