import Instrumentation
import Testing
import Tracing
@testable @_spi(Locking) import Instrumentation
#if os(Linux) || os(Android)
@preconcurrency import Dispatch
#endif
enum DeclarationsLeftOut {}
