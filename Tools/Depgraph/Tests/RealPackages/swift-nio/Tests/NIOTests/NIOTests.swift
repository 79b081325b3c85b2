import NIO
import XCTest
enum DeclarationsLeftOut {}
