import Atomics
import Dispatch
import Foundation
import NIOConcurrencyHelpers
import NIOEmbedded
import Testing
@testable import NIOCore
@testable import NIOPosix
enum DeclarationsLeftOut {}
