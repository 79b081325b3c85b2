#if canImport(Dispatch)
import Dispatch
#endif
enum DeclarationsLeftOut {}
