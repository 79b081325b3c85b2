import Dispatch
import NIOCore
import NIOPosix
enum DeclarationsLeftOut {}
