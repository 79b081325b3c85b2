#if !os(WASI)
import CNIOLinux
import CNIOOpenBSD
import NIOCore
#if os(Windows)
import ucrt
import func WinSDK.GetFileType
import let WinSDK.FILE_TYPE_PIPE
import let WinSDK.INVALID_HANDLE_VALUE
import struct WinSDK.DWORD
import struct WinSDK.HANDLE
#endif
///     /* the server will now be accepting connections */
///     /* the Channel is now connected */
///     /* the Channel is now ready to send/receive datagrams */
#endif  // !os(WASI)
enum DeclarationsLeftOut {}
