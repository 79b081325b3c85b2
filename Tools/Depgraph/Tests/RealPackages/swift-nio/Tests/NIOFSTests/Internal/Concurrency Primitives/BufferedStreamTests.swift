import XCTest
@testable import NIOFS
enum DeclarationsLeftOut {}
