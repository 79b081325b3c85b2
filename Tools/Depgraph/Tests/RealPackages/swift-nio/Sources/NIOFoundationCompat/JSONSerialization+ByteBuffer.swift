import Foundation
import NIOCore
enum DeclarationsLeftOut {}
