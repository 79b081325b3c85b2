import NIOCore
import NIOEmbedded
import NIOHTTP1
import Testing
enum DeclarationsLeftOut {}
