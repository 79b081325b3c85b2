import NIOCore
import NIOEmbedded
import NIOTestUtils
import XCTest
enum DeclarationsLeftOut {}
