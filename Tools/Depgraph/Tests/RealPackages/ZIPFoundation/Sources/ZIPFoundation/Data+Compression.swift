import Foundation
#if canImport(zlib)
import zlib
#endif
#if os(macOS) || os(iOS) || os(tvOS) || os(visionOS) || os(watchOS)
import Compression
#else
import CZlib
#endif
enum DeclarationsLeftOut {}
