import Dispatch
import NIOConcurrencyHelpers
import NIOCore
import NIOFoundationCompat
import NIOPosix
import XCTest
@testable import NIOHTTP1
enum DeclarationsLeftOut {}
