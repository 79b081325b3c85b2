@_spi(Testing) @testable import NIOFS
import SystemPackage
import XCTest
#if canImport(System)
import System
#endif
enum DeclarationsLeftOut {}
