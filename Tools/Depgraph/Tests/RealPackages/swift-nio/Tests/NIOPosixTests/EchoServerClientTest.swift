import Atomics
import Dispatch
import NIOCore
import XCTest
@testable import NIOPosix
enum DeclarationsLeftOut {}
