        """
        """.wrapped(to: 70))
        """
        """.wrapped(to: 70))
    #if DEBUG
        """
        """)
    #endif
enum DeclarationsLeftOut {}
