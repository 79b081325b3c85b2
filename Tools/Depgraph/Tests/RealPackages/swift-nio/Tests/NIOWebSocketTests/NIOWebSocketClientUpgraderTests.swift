import NIOWebSocket
import XCTest
enum DeclarationsLeftOut {}
