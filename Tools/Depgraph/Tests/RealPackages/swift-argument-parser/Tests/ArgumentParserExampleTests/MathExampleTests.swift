import ArgumentParserTestHelpers
import XCTest
@testable import ArgumentParser
    let helpText = """
      """
    let helpText = """
      """
    let helpText = """
      """
    let helpText = """
      """
      expected: """
        """,
      expected: """
        """,
      expected: """
        """,
enum DeclarationsLeftOut {}
