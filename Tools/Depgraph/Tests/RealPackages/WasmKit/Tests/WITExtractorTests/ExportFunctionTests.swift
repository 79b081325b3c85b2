#if !(os(iOS) || os(watchOS) || os(tvOS) || os(visionOS))
    import Testing
                """
                """,
                """
                """)
                """
                """,
                """
                """)
                """
                """,
                """
                """)
                """
                """,
                """
                """)
                """
                """,
                """
                """)
                """
                """,
                """
                """)
                """
                """,
                """
                """)
#endif
enum DeclarationsLeftOut {}
