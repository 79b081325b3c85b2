import NIOCore
import NIOHTTP1
import NIOPosix
import NIOWebSocket
enum DeclarationsLeftOut {}
