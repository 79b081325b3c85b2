import Atomics
import Foundation
import NIOConcurrencyHelpers
import NIOCore
import XCTest
#if canImport(Android)
import Android
#endif
enum DeclarationsLeftOut {}
