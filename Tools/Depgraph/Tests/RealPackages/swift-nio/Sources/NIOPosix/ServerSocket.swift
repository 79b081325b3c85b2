#if !os(WASI)
import NIOCore
#endif  // !os(WASI)
enum DeclarationsLeftOut {}
