#if ComponentModel
    import ComponentModel
    import Foundation
    import Testing
    import WAVE
                """
                """)
            let input = #"""
                """
                """
                """#
#endif
enum DeclarationsLeftOut {}
