import ArgumentParser
import ArgumentParserToolInfo
import XCTest
    stringComparison = """
      """
enum DeclarationsLeftOut {}
