import _NIOBase64
#if canImport(Dispatch)
import Dispatch
#endif
enum DeclarationsLeftOut {}
