#if !os(WASI)
import Atomics
import NIOCore
#endif  // !os(WASI)
enum DeclarationsLeftOut {}
