import Atomics
import NIOConcurrencyHelpers
import NIOCore
import XCTest
@testable import NIOPosix
                                """
                                """
enum DeclarationsLeftOut {}
