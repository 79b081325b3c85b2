import NIOCore
import Testing
#if !os(WASI)
@testable import NIOPosix
#endif  // !os(WASI)
enum DeclarationsLeftOut {}
