import NIOConcurrencyHelpers
import NIOCore
import NIOEmbedded
import NIOPosix
import NIOTestUtils
import XCTest
enum DeclarationsLeftOut {}
