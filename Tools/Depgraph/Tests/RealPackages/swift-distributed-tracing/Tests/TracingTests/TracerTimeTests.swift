import Testing
import Tracing
import struct Foundation.Date
@testable import Instrumentation
enum DeclarationsLeftOut {}
