import NIOEmbedded
import XCTest
@testable import NIOCore
enum DeclarationsLeftOut {}
