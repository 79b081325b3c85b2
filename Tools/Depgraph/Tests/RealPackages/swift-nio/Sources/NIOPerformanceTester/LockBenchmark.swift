import Dispatch
import NIOConcurrencyHelpers
import NIOCore
import NIOPosix
enum DeclarationsLeftOut {}
