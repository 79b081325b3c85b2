import NIOPosix
import NIOTestUtils
import XCTest
@testable import NIOCore
enum DeclarationsLeftOut {}
