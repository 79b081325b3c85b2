import NIOConcurrencyHelpers
import NIOCore
import NIOEmbedded
import XCTest
@testable import NIOPosix
enum DeclarationsLeftOut {}
