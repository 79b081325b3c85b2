import Alpha

@testable import struct Base.Base  // not declared: builds only through Util

#if canImport(Glibc)
    import Glibc
#endif

// swift-format-ignore: NoBlockComments
/* import NotAnImport */
let text = "import AlsoNot"
public struct Beta { var alpha = Alpha() }
