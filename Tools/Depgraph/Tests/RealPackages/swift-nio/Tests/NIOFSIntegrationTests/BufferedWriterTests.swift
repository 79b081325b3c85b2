import NIOCore
@_spi(Testing) import NIOFS
import XCTest
enum DeclarationsLeftOut {}
