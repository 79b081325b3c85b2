import NIOConcurrencyHelpers
import NIOEmbedded
import NIOHTTP1
import XCTest
@testable import NIOCore
@testable import NIOWebSocket
enum DeclarationsLeftOut {}
