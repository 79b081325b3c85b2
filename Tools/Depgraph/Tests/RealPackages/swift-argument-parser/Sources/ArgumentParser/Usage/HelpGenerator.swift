      helpSubcommandMessage = """
        """
    return """
      """
enum DeclarationsLeftOut {}
