    """
    """
    """
    """
    return """
      """
enum DeclarationsLeftOut {}
