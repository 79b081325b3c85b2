import Atomics
import NIOConcurrencyHelpers
import NIOEmbedded
import XCTest
@testable import NIOCore
enum DeclarationsLeftOut {}
