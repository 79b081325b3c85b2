import Foundation
import NIOCore
import NIOPosix
enum DeclarationsLeftOut {}
