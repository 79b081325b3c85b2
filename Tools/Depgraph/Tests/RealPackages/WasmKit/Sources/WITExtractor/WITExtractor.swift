        let header = """
            """
            header: """
                """)
enum DeclarationsLeftOut {}
