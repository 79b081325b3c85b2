import NIOEmbedded
import NIOPosix
import XCTest
@testable import NIOCore
enum DeclarationsLeftOut {}
