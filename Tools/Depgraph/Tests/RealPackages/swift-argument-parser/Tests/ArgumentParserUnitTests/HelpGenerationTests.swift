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
      expected: """
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
    """
    """
    """
    """
      equals: """
        """)
      equals: """
        """)
      usage: """
        """)
      usage: """
        """)
      expected: """
        """)
      expected: """
        """)
      expected: """
        """)
      expected: """
        """)
      expected: """
        """)
      expected: """
        """)
      expected: """
        """)
      expected: """
        """)
      expected: """
        """)
      expected: """
        """)
      expected: """
        """)
      expected: """
        """)
      expected: """
        """)
      expected: """
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
            """
            """
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
    #if !(os(Windows) || os(WASI))
      equals: """
        """)
      equals: """
        """)
      equals: """
        """)
    #endif
      expected: """
        """)
enum DeclarationsLeftOut {}
