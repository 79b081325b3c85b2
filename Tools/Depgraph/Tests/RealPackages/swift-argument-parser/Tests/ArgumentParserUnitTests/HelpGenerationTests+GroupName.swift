import ArgumentParserTestHelpers
import XCTest
@testable import ArgumentParser
      equals: """
        """)
      equals: """
        """)
      equals: """
        """)
      equals: """
        """)
      equals: """
        """)
      equals: """
        """)
      equals: """
        """)
      equals: """
        """)
      equals: """
        """)
      equals: """
        """)
      equals: """
        """)
      equals: """
        """)
      equals: """
        """)
      equals: """
        """)
enum DeclarationsLeftOut {}
