import NIO
import NIOFoundationCompat
import XCTest
enum DeclarationsLeftOut {}
