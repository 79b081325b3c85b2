      let resolution = """
        """
        return """
          """
        return """
          """
      """
      """
enum DeclarationsLeftOut {}
