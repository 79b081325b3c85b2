import NIOConcurrencyHelpers
#if canImport(Dispatch)
import Dispatch
#endif
            file: """
                """,
enum DeclarationsLeftOut {}
