import NIOCore
import NIOEmbedded
import XCTest
@testable import NIOHTTP1
enum DeclarationsLeftOut {}
