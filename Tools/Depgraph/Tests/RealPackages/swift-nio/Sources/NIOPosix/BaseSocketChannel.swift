#if !os(WASI)
import Atomics
import NIOConcurrencyHelpers
import NIOCore
#endif  // !os(WASI)
enum DeclarationsLeftOut {}
