import ArgumentParserTestHelpers
import XCTest
@testable import ArgumentParser
      """
      """)
      """
      """
      """
      """)
      """
      """)
  static let helpText = """
    """
      """
      """)
      """
      """)
      """
      """)
enum DeclarationsLeftOut {}
