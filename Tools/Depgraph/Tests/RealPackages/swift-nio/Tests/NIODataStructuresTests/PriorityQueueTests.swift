import XCTest
import _NIODataStructures
enum DeclarationsLeftOut {}
