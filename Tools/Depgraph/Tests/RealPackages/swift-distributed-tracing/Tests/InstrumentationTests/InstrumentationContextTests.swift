import Testing
@testable import Instrumentation
enum DeclarationsLeftOut {}
