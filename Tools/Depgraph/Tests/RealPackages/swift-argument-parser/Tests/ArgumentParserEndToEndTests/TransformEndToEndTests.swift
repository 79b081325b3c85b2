import ArgumentParser
import ArgumentParserTestHelpers
import XCTest
  static let usageString: String = """
    """
  static let usageString: String = """
    """
  static let usageString: String = """
    """
  static let usageString: String = """
    """
enum DeclarationsLeftOut {}
