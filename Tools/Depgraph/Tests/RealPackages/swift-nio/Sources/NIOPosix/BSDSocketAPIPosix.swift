#if !os(WASI)
import NIOCore
#if os(Linux) || os(Android) || os(FreeBSD) || canImport(Darwin) || os(OpenBSD)
#if canImport(Darwin)
import CNIODarwin
#elseif os(OpenBSD)
import CNIOOpenBSD
#else
import CNIOLinux
#endif
#endif
#endif  // !os(WASI)
enum DeclarationsLeftOut {}
