import NIOConcurrencyHelpers
import NIOCore
import XCTest
@testable import NIOPosix
#if os(Linux)
import CNIOLinux
#endif
enum DeclarationsLeftOut {}
