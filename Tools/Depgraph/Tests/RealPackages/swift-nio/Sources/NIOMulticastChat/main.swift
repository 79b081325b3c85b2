import CNIOLinux
import CNIOOpenBSD
import NIOCore
import NIOPosix
#if canImport(WinSDK)
import WinSDK
#endif
enum DeclarationsLeftOut {}
