import XCTest
@testable import _NIODataStructures
enum DeclarationsLeftOut {}
