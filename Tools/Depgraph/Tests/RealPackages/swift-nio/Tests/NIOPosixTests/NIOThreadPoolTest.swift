import Atomics
import Dispatch
import NIOConcurrencyHelpers
import NIOCore
import NIOEmbedded
import Testing
@testable import NIOPosix
enum DeclarationsLeftOut {}
