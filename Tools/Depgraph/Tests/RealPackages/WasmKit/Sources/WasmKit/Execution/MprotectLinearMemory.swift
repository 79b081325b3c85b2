#if (os(macOS) || os(Linux)) && !$Embedded
    #if os(macOS) || os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)
        import Darwin
    #elseif canImport(Musl)
        import Musl
    #elseif canImport(Glibc)
        import Glibc
    #endif
#endif
enum DeclarationsLeftOut {}
