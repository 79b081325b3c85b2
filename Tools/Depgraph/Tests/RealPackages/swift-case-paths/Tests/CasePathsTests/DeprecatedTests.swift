import CasePaths
import XCTest
enum DeclarationsLeftOut {}
