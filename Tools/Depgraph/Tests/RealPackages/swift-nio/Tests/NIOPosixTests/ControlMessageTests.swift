import CNIOLinux
import XCTest
@testable import NIOPosix
enum DeclarationsLeftOut {}
