  #if DEBUG
        """
        """.wrapped(to: 70))
  #endif
    """
    """.wrapped(to: 70))
    """
    """.wrapped(to: 70)
      + """
      """)
enum DeclarationsLeftOut {}
