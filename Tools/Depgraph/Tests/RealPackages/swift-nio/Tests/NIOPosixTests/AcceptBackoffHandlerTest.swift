import Atomics
import NIOCore
import NIOEmbedded
import NIOTestUtils
import XCTest
@testable import NIOPosix
enum DeclarationsLeftOut {}
