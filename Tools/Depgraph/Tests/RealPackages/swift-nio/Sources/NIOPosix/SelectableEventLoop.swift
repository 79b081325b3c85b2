#if !os(WASI)
import Atomics
import CNIOPosix
import DequeModule
import Dispatch
import NIOConcurrencyHelpers
import NIOCore
import _NIODataStructures
            """
            """
                        """
                        """
            return """
                """
            return """
                """
            return """
                """
            return """
                """
#endif  // !os(WASI)
enum DeclarationsLeftOut {}
