import NIOCore
import XCTest
enum DeclarationsLeftOut {}
