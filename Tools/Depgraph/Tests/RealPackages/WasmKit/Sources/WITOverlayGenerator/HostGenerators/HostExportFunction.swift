import WIT
                multiline: """
                    """)
enum DeclarationsLeftOut {}
