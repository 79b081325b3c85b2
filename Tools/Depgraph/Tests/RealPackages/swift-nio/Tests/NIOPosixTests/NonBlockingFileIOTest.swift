import Atomics
import CNIOLinux
import NIOConcurrencyHelpers
import NIOCore
import XCTest
@testable import NIOPosix
enum DeclarationsLeftOut {}
