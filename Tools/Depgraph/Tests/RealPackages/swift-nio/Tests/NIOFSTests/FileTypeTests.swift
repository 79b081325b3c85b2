@_spi(Testing) import NIOFS
import XCTest
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Android)
import Android
#endif
enum DeclarationsLeftOut {}
