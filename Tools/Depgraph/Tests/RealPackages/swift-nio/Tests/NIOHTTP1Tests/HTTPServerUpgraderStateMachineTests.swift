import NIOCore
import Testing
@testable import NIOHTTP1
enum DeclarationsLeftOut {}
