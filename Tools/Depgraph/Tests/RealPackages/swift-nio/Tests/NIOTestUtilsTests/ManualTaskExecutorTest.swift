import NIOTestUtils
import Synchronization
import XCTest
enum DeclarationsLeftOut {}
