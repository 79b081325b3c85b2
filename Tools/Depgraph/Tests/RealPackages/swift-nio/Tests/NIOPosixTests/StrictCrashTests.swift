#if compiler(>=6.2) && (os(macOS) || os(Linux) || os(FreeBSD) || os(OpenBSD) || os(Windows))
import Foundation
import NIOCore
import NIOPosix
import Testing
#if os(Windows)
import ucrt
#endif
#endif
enum DeclarationsLeftOut {}
