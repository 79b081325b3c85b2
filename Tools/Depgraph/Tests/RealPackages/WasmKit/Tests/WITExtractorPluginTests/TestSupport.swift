#if os(macOS) || os(Linux)
    import Foundation
#endif
enum DeclarationsLeftOut {}
