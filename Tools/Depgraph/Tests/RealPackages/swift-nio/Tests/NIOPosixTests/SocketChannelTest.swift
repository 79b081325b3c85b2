import Atomics
import NIOConcurrencyHelpers
import NIOCore
import NIOTestUtils
import XCTest
@testable import NIOPosix
enum DeclarationsLeftOut {}
