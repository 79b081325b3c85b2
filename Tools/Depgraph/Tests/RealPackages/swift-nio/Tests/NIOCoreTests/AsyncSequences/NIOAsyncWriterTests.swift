import DequeModule
import NIOConcurrencyHelpers
import NIOTestUtils
import XCTest
@testable import NIOCore
enum DeclarationsLeftOut {}
