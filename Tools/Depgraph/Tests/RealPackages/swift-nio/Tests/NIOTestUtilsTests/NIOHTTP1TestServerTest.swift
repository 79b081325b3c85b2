import NIOCore
import NIOHTTP1
import NIOPosix
import NIOTestUtils
import XCTest
enum DeclarationsLeftOut {}
