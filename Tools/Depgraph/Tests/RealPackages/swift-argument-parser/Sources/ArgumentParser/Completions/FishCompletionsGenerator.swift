internal import ArgumentParserToolInfo
    """
        string match -- '*/' $token
        set -l subdirs $token*/
    """
    return """
              : """
              """
      """
        return """
            ? """
            """
            : """
              """
          """
        """
        """
          """
          for p in (string match -e -- \\'*/\\' (commandline -t);or printf \\n)*.\\'\(extensions.map { $0.fishEscapeForSingleQuotedString(iterationCount: 2) }.joined())\\';printf %s\\n $p;end;\
          """
          """
          for p in (string match -e -- \\'*/\\' (commandline -t);or printf \\n)*.{$exts};printf %s\\n $p;end;\
          """
        """
        """
    return """
      """
enum DeclarationsLeftOut {}
