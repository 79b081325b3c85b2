#if canImport(Darwin)
import Darwin.C
#elseif canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Musl)
@preconcurrency import Musl
#elseif canImport(WASILibc)
@preconcurrency import WASILibc
#elseif os(Windows)
import ucrt
#elseif canImport(Bionic)
@preconcurrency import Bionic
#else
#endif
enum DeclarationsLeftOut {}
