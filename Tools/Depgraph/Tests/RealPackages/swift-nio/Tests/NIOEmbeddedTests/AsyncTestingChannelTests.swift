import Atomics
import NIOCore
import XCTest
@testable import NIOEmbedded
#if canImport(Android)
import Android
#endif
enum DeclarationsLeftOut {}
