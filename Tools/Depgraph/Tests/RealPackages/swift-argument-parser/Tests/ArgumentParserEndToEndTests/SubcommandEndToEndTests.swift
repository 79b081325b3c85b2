import ArgumentParser
import ArgumentParserTestHelpers
import XCTest
      expected: """
        """)
      expected: """
        """)
      expected: """
        """)
enum DeclarationsLeftOut {}
