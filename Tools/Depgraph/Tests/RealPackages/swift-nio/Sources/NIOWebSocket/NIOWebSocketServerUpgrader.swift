import CNIOSHA1
import NIOCore
import NIOHTTP1
import _NIOBase64
enum DeclarationsLeftOut {}
