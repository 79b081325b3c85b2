import NIOCore
import NIOHTTP1
import NIOPosix
#if os(Windows)
import WinSDK
#endif
            let response = """
                """
enum DeclarationsLeftOut {}
