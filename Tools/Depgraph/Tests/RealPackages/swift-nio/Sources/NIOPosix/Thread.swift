#if !os(WASI)
import NIOConcurrencyHelpers
#if os(Linux) || os(FreeBSD) || os(Android)
import CNIOLinux
#elseif os(OpenBSD)
import CNIOOpenBSD
#elseif os(Windows)
import WinSDK
#endif
#endif  // !os(WASI)
enum DeclarationsLeftOut {}
