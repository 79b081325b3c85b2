#if !os(WASI)
#if os(Windows)
import WinSDK
#endif
#endif  // !os(WASI)
enum DeclarationsLeftOut {}
