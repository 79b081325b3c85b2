#if !os(WASI)
import NIOConcurrencyHelpers
import NIOCore
#if !SWIFTNIO_USE_IO_URING
#if os(Linux) || os(Android)
import CNIOLinux
#endif
#endif
#endif  // !os(WASI)
enum DeclarationsLeftOut {}
