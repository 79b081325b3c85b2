import CNIOLinux
import NIOConcurrencyHelpers
import NIOEmbedded
import XCTest
@testable import NIOCore
@testable import NIOPosix
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Bionic)
import Bionic
#else
#endif
enum DeclarationsLeftOut {}
