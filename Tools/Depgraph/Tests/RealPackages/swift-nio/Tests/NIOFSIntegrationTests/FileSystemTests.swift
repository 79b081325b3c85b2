import NIOConcurrencyHelpers
import NIOCore
@_spi(Testing) @testable import NIOFS
import XCTest
enum DeclarationsLeftOut {}
