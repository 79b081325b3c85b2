import NIOCore
import XCTest
#if canImport(Android)
import Android
#endif
enum DeclarationsLeftOut {}
