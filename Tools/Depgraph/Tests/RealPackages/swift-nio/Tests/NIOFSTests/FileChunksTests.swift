import NIOCore
import NIOFS
import XCTest
enum DeclarationsLeftOut {}
