import XCTest
import _NIOBase64
enum DeclarationsLeftOut {}
