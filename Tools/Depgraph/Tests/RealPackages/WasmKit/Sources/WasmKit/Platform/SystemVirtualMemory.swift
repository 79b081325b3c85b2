#if !$Embedded
    #if canImport(Darwin)
        import Darwin
    #elseif canImport(Glibc)
        import Glibc
    #elseif canImport(Musl)
        import Musl
    #elseif canImport(Android)
        import Android
    #elseif os(Windows)
        import WinSDK
    #endif
            #if os(WASI)
            #elseif os(Windows)
            #else
                // macro, which Bionic defines as a C++ `reinterpret_cast` Swift cannot import.
            #endif
#endif  // !$Embedded
enum DeclarationsLeftOut {}
