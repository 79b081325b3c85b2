#if !os(WASI)
import Atomics
import Foundation
import NIOConcurrencyHelpers
import NIOCore
#endif  // !os(WASI)
enum DeclarationsLeftOut {}
