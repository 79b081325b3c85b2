#if FileSystem
    #if canImport(Darwin)
        import Darwin
    #elseif canImport(Glibc)
        import Glibc
    #elseif canImport(Musl)
        import Musl
    #elseif canImport(Android)
        import Android
    #elseif canImport(WASILibc)
        import WASILibc
    #elseif os(Windows)
        import ucrt
    #endif
#endif
enum DeclarationsLeftOut {}
