#if FileSystem
    import WasmParser
#endif
enum DeclarationsLeftOut {}
