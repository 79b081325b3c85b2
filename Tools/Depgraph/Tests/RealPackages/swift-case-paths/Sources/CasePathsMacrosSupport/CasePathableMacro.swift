import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros
        """
        """
      """
      """,
      """
      """,
      return """
        """
      return """
        """
      return """
        """
enum DeclarationsLeftOut {}
