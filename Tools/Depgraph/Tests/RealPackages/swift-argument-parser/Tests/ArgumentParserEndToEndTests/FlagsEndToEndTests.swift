import ArgumentParser
import ArgumentParserTestHelpers
import XCTest
      equals: """
        """)
enum DeclarationsLeftOut {}
