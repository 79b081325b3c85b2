import Atomics
import DequeModule
import NIOConcurrencyHelpers
import NIOCore
import _NIODataStructures
#if canImport(Dispatch)
import Dispatch
#endif
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Musl)
@preconcurrency import Musl
#elseif canImport(Android)
@preconcurrency import Android
#elseif canImport(WASILibc)
@preconcurrency import WASILibc
#elseif canImport(WinSDK)
@preconcurrency import WinSDK
#else
#endif
                    """
                    """
enum DeclarationsLeftOut {}
