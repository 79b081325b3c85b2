#if canImport(MacroTesting)
  import CasePathsMacros
  import MacroTesting
  import SwiftSyntaxMacroExpansion
  import SwiftSyntaxMacros
  import XCTest
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
        #"""
        """#
        """
        """
        #"""
        """#
        """
        """
        """
        """
        """
        """
        """
        """
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
        #"""
        """#
        """
        """
        #"""
        """#
        """
          /**
           */
        """
        #"""
          /**
           */
            /**
           */
            /**
           */
        """#
        """
        """
        #"""
        """#
        """
          /*Comment before case*/ case baz(Int)
          case fizzier/*Comment in case*/(Int, buzzier: String)
        """
        #"""
          /*Comment before case*/ case baz(Int)
          case fizzier/*Comment in case*/(Int, buzzier: String)
            /*Comment before case*/public var baz: CasePaths.AnyCasePath<Foo, Int> {
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
        #"""
        """#
#endif
enum DeclarationsLeftOut {}
