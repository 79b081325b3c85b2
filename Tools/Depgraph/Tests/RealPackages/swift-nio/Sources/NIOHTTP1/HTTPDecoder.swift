import NIOCore
#if compiler(>=6.1)
private import CNIOLLHTTP
#else
@_implementationOnly import CNIOLLHTTP
#endif
enum DeclarationsLeftOut {}
