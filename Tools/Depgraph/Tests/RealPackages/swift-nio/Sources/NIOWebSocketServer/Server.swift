import NIOCore
import NIOHTTP1
import NIOPosix
import NIOWebSocket
let websocketResponse = """
    """
enum DeclarationsLeftOut {}
