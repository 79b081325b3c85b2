#if ComponentModel
    import ComponentModel
    import WasmTypes
    /// Internal representation of component-level external values (import/export).
#endif
enum DeclarationsLeftOut {}
