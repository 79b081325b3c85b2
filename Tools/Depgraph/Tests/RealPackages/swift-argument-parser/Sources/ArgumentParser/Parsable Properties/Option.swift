    message: """
      """
    message: """
      """
    message: """
      """
enum DeclarationsLeftOut {}
