import Atomics
import Dispatch
import NIOConcurrencyHelpers
import NIOEmbedded
import NIOPosix
import Testing
@testable import NIOCore
enum DeclarationsLeftOut {}
