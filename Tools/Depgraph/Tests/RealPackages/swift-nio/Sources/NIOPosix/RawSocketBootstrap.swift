#if !os(WASI)
import NIOCore
///     /* the Channel is now ready to send/receive IP packets */
#endif  // !os(WASI)
enum DeclarationsLeftOut {}
