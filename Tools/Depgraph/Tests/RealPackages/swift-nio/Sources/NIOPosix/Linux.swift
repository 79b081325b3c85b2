#if !os(WASI)
#if os(Linux) || os(Android)
import CNIOLinux
#endif
#endif  // !os(WASI)
enum DeclarationsLeftOut {}
