#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Android)
    import Android
#elseif os(Windows)
    import ucrt
    import WinSDK
#elseif os(WASI)
    import CWASIPlatform
    import WASILibc
#endif
#if canImport(Glibc) || canImport(Android)
    // ClangImporter can't import; the values are identical across platforms.
#endif
#if canImport(Android)
    // ClangImporter can't import.
#endif
enum DeclarationsLeftOut {}
