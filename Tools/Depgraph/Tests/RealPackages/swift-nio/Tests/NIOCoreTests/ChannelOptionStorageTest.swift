import NIOConcurrencyHelpers
import NIOCore
import NIOEmbedded
import XCTest
enum DeclarationsLeftOut {}
