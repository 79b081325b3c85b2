import Dispatch
import NIOPosix
import XCTest
@testable import NIOCore
enum DeclarationsLeftOut {}
