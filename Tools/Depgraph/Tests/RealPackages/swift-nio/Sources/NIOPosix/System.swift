#if !os(WASI)
import NIOCore
#if canImport(Darwin)
@_exported import Darwin.C
import CNIODarwin
#elseif os(Linux) || os(FreeBSD) || os(Android)
#if canImport(Glibc)
@_exported @preconcurrency import Glibc
#elseif canImport(Musl)
@_exported @preconcurrency import Musl
#elseif canImport(Android)
@_exported @preconcurrency import Android
#endif
import CNIOLinux
#elseif os(OpenBSD)
@_exported @preconcurrency import Glibc
import CNIOOpenBSD
#elseif os(Windows)
@_exported import ucrt
import CNIOWindows
#else
#endif
#endif  // !os(WASI)
enum DeclarationsLeftOut {}
