import Dispatch
import NIOConcurrencyHelpers
import NIOEmbedded
import XCTest
@testable import NIOCore
@testable import NIOHTTP1
enum DeclarationsLeftOut {}
