import SystemPackage
#if canImport(System)
import System
#endif
enum DeclarationsLeftOut {}
