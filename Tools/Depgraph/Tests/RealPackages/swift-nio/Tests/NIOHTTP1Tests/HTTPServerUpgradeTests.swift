import NIOConcurrencyHelpers
import NIOCore
import NIOEmbedded
import XCTest
@testable import NIOHTTP1
@testable import NIOPosix
enum DeclarationsLeftOut {}
