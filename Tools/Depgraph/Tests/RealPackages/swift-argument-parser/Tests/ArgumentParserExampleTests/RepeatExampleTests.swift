import ArgumentParserTestHelpers
import XCTest
@testable import ArgumentParser
      expected: """
        """)
      expected: """
        """)
      expected: """
        """)
    let helpText = """
      """
      expected: """
        """,
      expected: """
        """,
      expected: """
        """,
      expected: """
        """,
enum DeclarationsLeftOut {}
