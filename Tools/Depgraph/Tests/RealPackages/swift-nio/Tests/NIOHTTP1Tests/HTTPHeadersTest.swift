import NIOEmbedded
import XCTest
@testable import NIOCore
@testable import NIOHTTP1
        let expectedOutput = """
            """
enum DeclarationsLeftOut {}
