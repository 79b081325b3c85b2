import NIOCore
import XCTest
@testable import NIOHTTP1
enum DeclarationsLeftOut {}
