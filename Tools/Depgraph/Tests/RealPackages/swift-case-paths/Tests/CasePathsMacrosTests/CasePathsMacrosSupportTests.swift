#if canImport(MacroTesting)
  import CasePathsMacrosSupport
  import MacroTesting
  import SwiftSyntax
  import SwiftSyntaxMacroExpansion
  import SwiftSyntaxMacros
  import Testing
        """
        """
        #"""
        """#
        """
        """
        #"""
        """#
        """
        """
        #"""
        """#
        """
        """
        #"""
        """#
        """
        """
        #"""
        """#
        """
        """
#endif
enum DeclarationsLeftOut {}
