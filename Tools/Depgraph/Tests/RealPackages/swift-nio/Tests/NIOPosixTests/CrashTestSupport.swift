#if compiler(>=6.2) && (os(macOS) || os(Linux) || os(FreeBSD) || os(OpenBSD) || os(Windows))
import Foundation
import Testing
#endif
enum DeclarationsLeftOut {}
