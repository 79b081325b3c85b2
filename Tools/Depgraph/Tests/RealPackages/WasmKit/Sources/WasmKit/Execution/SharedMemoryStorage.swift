#if (os(macOS) || os(Linux)) && !$Embedded
    import Synchronization
    import WasmParser
#endif
enum DeclarationsLeftOut {}
