import _NIOFileSystem
#if canImport(FoundationEssentials)
import struct FoundationEssentials.Date
#else
import struct Foundation.Date
#endif
enum DeclarationsLeftOut {}
