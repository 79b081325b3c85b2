import NIOCore
import NIOEmbedded
import NIOHTTP1
import XCTest
enum DeclarationsLeftOut {}
