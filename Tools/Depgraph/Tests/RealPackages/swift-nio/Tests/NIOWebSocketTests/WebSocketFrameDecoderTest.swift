import NIOCore
import NIOEmbedded
import NIOWebSocket
import XCTest
        let expectedOutput = """
            """
        let expectedOutput = """
            """
enum DeclarationsLeftOut {}
