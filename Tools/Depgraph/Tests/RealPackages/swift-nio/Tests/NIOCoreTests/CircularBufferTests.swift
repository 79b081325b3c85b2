import XCTest
@testable import NIOCore
enum DeclarationsLeftOut {}
