#if !os(WASI)
#if os(Linux) || os(Android) || os(FreeBSD) || canImport(Darwin) || os(OpenBSD)
#if os(Linux) || os(Android)
import CNIOLinux
#elseif os(OpenBSD)
import CNIOOpenBSD
#elseif canImport(Darwin)
#endif
#endif
#endif  // !os(WASI)
enum DeclarationsLeftOut {}
