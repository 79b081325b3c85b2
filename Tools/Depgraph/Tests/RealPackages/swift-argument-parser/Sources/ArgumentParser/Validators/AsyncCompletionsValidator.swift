      """
      """
enum DeclarationsLeftOut {}
