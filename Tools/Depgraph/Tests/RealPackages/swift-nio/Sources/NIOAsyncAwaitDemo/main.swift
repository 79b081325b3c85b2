import Dispatch
import NIOCore
import NIOHTTP1
import NIOPosix
enum DeclarationsLeftOut {}
