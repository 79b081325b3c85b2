#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Musl)
@preconcurrency import Musl
#elseif canImport(WinSDK)
import CNIOWindows
#endif
import Dispatch
import NIOCore
import NIOEmbedded
import NIOFoundationCompat
import NIOHTTP1
#if os(Android)
@preconcurrency import NIOPosix
#else
import NIOPosix
#endif
import NIOWebSocket
                """
                """
enum DeclarationsLeftOut {}
