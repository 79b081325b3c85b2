#if !os(WASI)
import NIOConcurrencyHelpers
import NIOCore
#endif  // !os(WASI)
enum DeclarationsLeftOut {}
