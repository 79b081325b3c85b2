#if !os(WASI)
import NIOCore
#if os(Windows)
import ucrt
import let WinSDK.INVALID_SOCKET
import let WinSDK.IP_RECVTOS
import let WinSDK.IPV6_RECVTCLASS
import let WinSDK.SOCK_DGRAM
import let WinSDK.SOCK_STREAM
import let WinSDK.SOCK_RAW
import struct WinSDK.socklen_t
#endif
#endif  // !os(WASI)
enum DeclarationsLeftOut {}
