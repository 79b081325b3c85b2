import NIOConcurrencyHelpers
import XCTest
@testable import NIOCore
@testable import NIOPosix
    return """
        """
enum DeclarationsLeftOut {}
