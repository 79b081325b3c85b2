import Foundation
import NIOCore
import NIOTestUtils
import XCTest
@testable import NIOPosix
enum DeclarationsLeftOut {}
