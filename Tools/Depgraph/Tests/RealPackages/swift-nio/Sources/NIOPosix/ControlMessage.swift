#if !os(WASI)
import NIOCore
#if canImport(Darwin)
import CNIODarwin
#elseif os(Linux) || os(FreeBSD) || os(Android)
import CNIOLinux
#elseif os(OpenBSD)
import CNIOOpenBSD
import Glibc
#elseif os(Windows)
import CNIOWindows
#endif
#endif  // !os(WASI)
enum DeclarationsLeftOut {}
