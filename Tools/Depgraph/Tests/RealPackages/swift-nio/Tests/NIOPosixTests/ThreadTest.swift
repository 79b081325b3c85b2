import Dispatch
import NIOConcurrencyHelpers
import NIOCore
import XCTest
@testable import NIOPosix
enum DeclarationsLeftOut {}
