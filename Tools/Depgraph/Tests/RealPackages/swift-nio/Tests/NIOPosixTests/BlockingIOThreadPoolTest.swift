import Dispatch
import Foundation
import NIOCore
import NIOPosix
import XCTest
enum DeclarationsLeftOut {}
