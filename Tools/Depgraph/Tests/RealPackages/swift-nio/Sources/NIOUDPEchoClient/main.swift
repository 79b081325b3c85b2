import NIOCore
import NIOPosix
enum DeclarationsLeftOut {}
