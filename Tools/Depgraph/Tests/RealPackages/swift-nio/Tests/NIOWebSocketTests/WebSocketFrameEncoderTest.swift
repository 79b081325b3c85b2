import NIOCore
import NIOEmbedded
import NIOWebSocket
import XCTest
enum DeclarationsLeftOut {}
