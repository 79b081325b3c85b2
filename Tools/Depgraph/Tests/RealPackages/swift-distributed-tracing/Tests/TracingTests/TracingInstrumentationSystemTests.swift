import Testing
import Tracing
@testable import Instrumentation
enum DeclarationsLeftOut {}
