import ArgumentParserTestHelpers
import XCTest
@testable import ArgumentParser
    let helpText = """
      """
      expected: """
        """,
      expected: """
        """,
enum DeclarationsLeftOut {}
