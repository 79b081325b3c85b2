#if !os(WASI)
#if !os(Windows)
import NIOCore
#endif
#endif  // !os(WASI)
enum DeclarationsLeftOut {}
