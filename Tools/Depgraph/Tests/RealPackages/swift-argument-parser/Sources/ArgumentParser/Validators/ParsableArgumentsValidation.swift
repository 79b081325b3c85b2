    return """
      """
enum DeclarationsLeftOut {}
