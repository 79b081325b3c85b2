import ArgumentParserTestHelpers
import ArgumentParserToolInfo
import XCTest
@testable import ArgumentParser
      """
      """)
enum DeclarationsLeftOut {}
