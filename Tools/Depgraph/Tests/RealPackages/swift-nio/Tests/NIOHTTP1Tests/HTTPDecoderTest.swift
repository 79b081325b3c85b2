import NIOCore
import NIOEmbedded
import NIOHTTP1
import NIOTestUtils
import XCTest
enum DeclarationsLeftOut {}
