import NIOCore
import NIOWebSocket
import XCTest
enum DeclarationsLeftOut {}
