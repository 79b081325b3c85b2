import NIOFS
import XCTest
enum DeclarationsLeftOut {}
