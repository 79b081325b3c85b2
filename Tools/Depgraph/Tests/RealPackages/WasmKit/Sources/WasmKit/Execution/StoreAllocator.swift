import WasmParser
    #if (os(macOS) || os(Linux)) && !$Embedded
        /// import to child Store instances.
    #endif
enum DeclarationsLeftOut {}
