import Dispatch
import NIOConcurrencyHelpers
@_spi(CustomByteBufferAllocator) @testable import NIOCore
import NIOEmbedded
import NIOTestUtils
import XCTest
@testable import NIOPosix
#if os(Linux)
import CNIOLinux
#endif
            // After that, one byte will remain */
enum DeclarationsLeftOut {}
