import Atomics
import CNIOLinux
import NIOConcurrencyHelpers
import NIOCore
import NIOTestUtils
import XCTest
@testable import NIOPosix
enum DeclarationsLeftOut {}
