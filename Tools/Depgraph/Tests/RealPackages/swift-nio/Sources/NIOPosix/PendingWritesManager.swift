#if !os(WASI)
import Atomics
import CNIOLinux
import CNIOOpenBSD
import NIOCore
#endif  // !os(WASI)
enum DeclarationsLeftOut {}
