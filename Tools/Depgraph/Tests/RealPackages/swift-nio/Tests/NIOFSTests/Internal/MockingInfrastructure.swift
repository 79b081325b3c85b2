@_spi(Testing) import NIOFS
import SystemPackage
import XCTest
enum DeclarationsLeftOut {}
