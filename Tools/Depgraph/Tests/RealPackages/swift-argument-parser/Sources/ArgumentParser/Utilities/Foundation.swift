#if canImport(FoundationEssentials)
internal import FoundationEssentials
#else
internal import Foundation
#endif
enum DeclarationsLeftOut {}
