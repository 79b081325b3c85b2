import NIOCore
import NIOEmbedded
import NIOTLS
import NIOTestUtils
import XCTest
enum DeclarationsLeftOut {}
