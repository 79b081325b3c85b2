#if os(macOS) || os(Linux)
    import Foundation
    import Testing
                result.witContents == """
                    """)
                result.witContents == """
                    """)
#endif
enum DeclarationsLeftOut {}
