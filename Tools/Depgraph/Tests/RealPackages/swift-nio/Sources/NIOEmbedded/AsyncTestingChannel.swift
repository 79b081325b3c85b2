#if canImport(Dispatch)
import NIOConcurrencyHelpers
import NIOCore
#endif  // canImport(Dispatch)
enum DeclarationsLeftOut {}
