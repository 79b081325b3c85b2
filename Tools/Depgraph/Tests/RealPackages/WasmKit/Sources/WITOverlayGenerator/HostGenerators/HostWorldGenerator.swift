import WIT
            line: """
                """)
enum DeclarationsLeftOut {}
