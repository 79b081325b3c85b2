import Atomics
import NIOConcurrencyHelpers
@_spi(CustomByteBufferAllocator) @testable import NIOCore
import XCTest
enum DeclarationsLeftOut {}
