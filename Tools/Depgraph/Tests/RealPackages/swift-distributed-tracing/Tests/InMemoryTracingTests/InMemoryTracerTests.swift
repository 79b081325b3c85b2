@_spi(Testing) import InMemoryTracing
@_spi(Locking) import Instrumentation
import Testing
import Tracing
enum DeclarationsLeftOut {}
