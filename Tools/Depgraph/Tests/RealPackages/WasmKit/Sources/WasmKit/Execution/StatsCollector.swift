#if EngineStats
    #if os(Windows)
        import ucrt
    #elseif canImport(Darwin)
        import Darwin
    #elseif canImport(Musl)
        import Musl
    #elseif canImport(Glibc)
        import Glibc
    #elseif canImport(Android)
        import Android
    #elseif canImport(WASILibc)
        import WASILibc
    #endif
#endif  // EngineStats
enum DeclarationsLeftOut {}
