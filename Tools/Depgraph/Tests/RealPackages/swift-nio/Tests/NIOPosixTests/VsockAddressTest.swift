import XCTest
@testable import NIOCore
@testable import NIOPosix
enum DeclarationsLeftOut {}
