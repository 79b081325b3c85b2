import Testing
@testable import WIT
                input: """
                    """))
                input: """
                    /* multi-line
                    comment */
                    """))
                """
                /* multi-line
                comment */
                """,
                input: """
                    """
enum DeclarationsLeftOut {}
