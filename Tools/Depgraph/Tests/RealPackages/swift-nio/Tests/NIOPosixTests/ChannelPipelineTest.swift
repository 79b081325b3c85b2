import Atomics
import CNIOLinux
import NIOConcurrencyHelpers
import NIOEmbedded
import NIOPosix
import NIOTestUtils
import XCTest
@testable import NIOCore
            """
            """
            """
            """
enum DeclarationsLeftOut {}
