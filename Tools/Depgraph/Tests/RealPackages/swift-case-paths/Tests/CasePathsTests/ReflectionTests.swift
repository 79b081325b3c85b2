@_spi(Reflection) import CasePaths
import XCTest
enum DeclarationsLeftOut {}
