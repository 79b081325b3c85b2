import Foundation
@_spi(CustomByteBufferAllocator) import NIOCore
import Testing
enum DeclarationsLeftOut {}
