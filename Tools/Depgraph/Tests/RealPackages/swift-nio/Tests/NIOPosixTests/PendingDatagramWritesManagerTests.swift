import CNIODarwin
import CNIOLinux
@_spi(CustomByteBufferAllocator) @testable import NIOCore
import NIOEmbedded
import XCTest
@testable import NIOPosix
enum DeclarationsLeftOut {}
