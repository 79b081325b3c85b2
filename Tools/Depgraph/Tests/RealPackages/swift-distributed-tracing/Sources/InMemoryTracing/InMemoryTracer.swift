@_spi(Locking) import Instrumentation
import Tracing
enum DeclarationsLeftOut {}
