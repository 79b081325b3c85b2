import Testing
@testable import WIT
                    "apple.wit": """
                    """,
                            "banana.wit": """
                            """
                            "peach.wit": """
                            """
                    "apple.wit": """
                    """,
                            "banana.wit": """
                            """
                            "banana.wit": """
                            """
enum DeclarationsLeftOut {}
