    message: """
      """
    message: """
      """
enum DeclarationsLeftOut {}
