import Foundation
import NIOCore
import NIOFoundationCompat
import XCTest
enum DeclarationsLeftOut {}
