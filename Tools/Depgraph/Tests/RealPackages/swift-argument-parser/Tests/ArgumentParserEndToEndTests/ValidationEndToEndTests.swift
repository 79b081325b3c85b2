import ArgumentParser
import ArgumentParserTestHelpers
import XCTest
  static let usageString: String = """
    """
  static let helpString: String = """
    """
      """
      """)
      """
      """)
      """
      """)
enum DeclarationsLeftOut {}
