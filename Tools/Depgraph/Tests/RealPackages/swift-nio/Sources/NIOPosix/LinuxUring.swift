#if !os(WASI)
#if SWIFTNIO_USE_IO_URING
#if os(Linux)
import CNIOLinux
import NIOCore
#endif
#endif
#endif  // !os(WASI)
enum DeclarationsLeftOut {}
