                """
                """
                """
                """
                """
                """
                """
                """
enum DeclarationsLeftOut {}
