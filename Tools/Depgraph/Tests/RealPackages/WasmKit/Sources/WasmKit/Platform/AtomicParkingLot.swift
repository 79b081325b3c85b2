#if MultiThread
    import Synchronization
    #if os(Windows)
        import WinSDK
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
        import wasi_pthread
    #endif
#else  // !MultiThread
#endif  // MultiThread
enum DeclarationsLeftOut {}
