import NIOCore
import NIOHTTP1
enum DeclarationsLeftOut {}
