import ArgumentParserTestHelpers
import XCTest
@testable import ArgumentParser
        error.description == """
          """
          || error.description == """
            """
        """
        """)
        """
        """)
      """
      """
      """
      """
enum DeclarationsLeftOut {}
