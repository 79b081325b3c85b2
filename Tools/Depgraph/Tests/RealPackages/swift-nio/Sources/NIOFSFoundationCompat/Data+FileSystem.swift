#if canImport(Darwin) || os(Linux) || os(Android)
import NIOFS
import NIOCore
import NIOFoundationEssentialsCompat
#if canImport(FoundationEssentials)
import struct FoundationEssentials.Data
#else
import struct Foundation.Data
#endif
#endif
enum DeclarationsLeftOut {}
