#if !os(WASI)
import NIOCore
    /// Exposed as `internal` to allow deterministic testing via `@testable import`.
#endif  // !os(WASI)
enum DeclarationsLeftOut {}
