import Atomics
import NIOConcurrencyHelpers
import NIOCore
import XCTest
@testable import NIOEmbedded
enum DeclarationsLeftOut {}
