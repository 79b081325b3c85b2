import Dispatch
import NIOCore
import XCTest
@testable import NIOConcurrencyHelpers
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Android)
import Android
#else
#endif
enum DeclarationsLeftOut {}
