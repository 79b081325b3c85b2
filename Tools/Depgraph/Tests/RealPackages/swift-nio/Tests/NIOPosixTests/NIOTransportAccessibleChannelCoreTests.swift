import NIOCore  // NOTE: Not @testable import here -- testing public API surface.
import NIOEmbedded
import NIOPosix  // NOTE: Not @testable import here -- testing public API surface.
import Testing
enum DeclarationsLeftOut {}
