import Testing
@testable import WIT
            """
            """,
            """
            """,
            """
            """,
            """
            """,
            """
              import y: interface {
            """,
            """
            """,
            """
              import ok1
              import invalid1
            """,
            """
            """,
            """
            """,
            """
            """,
            """
            """,
enum DeclarationsLeftOut {}
