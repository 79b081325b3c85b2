import NIOEmbedded
import XCTest
@testable import NIOCore
@testable import NIOHTTP1
enum DeclarationsLeftOut {}
