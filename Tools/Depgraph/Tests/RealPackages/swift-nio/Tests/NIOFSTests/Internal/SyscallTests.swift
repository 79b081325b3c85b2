import CNIOLinux
@_spi(Testing) import NIOFS
import SystemPackage
import XCTest
enum DeclarationsLeftOut {}
