import Atomics
import NIOCore
import NIOEmbedded
import NIOPosix
import XCTest
enum DeclarationsLeftOut {}
