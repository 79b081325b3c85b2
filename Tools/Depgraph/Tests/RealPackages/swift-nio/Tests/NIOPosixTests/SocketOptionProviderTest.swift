import CNIOLinux
import NIOCore
import NIOPosix
import XCTest
enum DeclarationsLeftOut {}
