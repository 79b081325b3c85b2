#if canImport(Darwin) || os(Linux) || os(Android)
import NIOCore
#endif
enum DeclarationsLeftOut {}
