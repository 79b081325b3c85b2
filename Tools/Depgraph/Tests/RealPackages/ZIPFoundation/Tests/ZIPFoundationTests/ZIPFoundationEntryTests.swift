import XCTest
@testable import ZIPFoundation
enum DeclarationsLeftOut {}
