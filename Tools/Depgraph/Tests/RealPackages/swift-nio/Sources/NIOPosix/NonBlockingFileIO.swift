#if !os(WASI)
import CNIOLinux
import CNIOOpenBSD
import CNIOWindows
import NIOConcurrencyHelpers
import NIOCore
#endif  // !os(WASI)
enum DeclarationsLeftOut {}
