@_documentation(visibility: internal) @_exported import Instrumentation
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Android)
import Android
#elseif canImport(Musl)
import Musl
#elseif canImport(WASILibc)
import WASILibc
#elseif os(Windows)
import WinSDK
#else
#endif
#if os(WASI)
import _CWASI
#endif
enum DeclarationsLeftOut {}
