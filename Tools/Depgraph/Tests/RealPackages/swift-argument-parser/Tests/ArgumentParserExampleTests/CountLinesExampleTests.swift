#if os(macOS)
import XCTest
import ArgumentParserTestHelpers
@testable import ArgumentParser
    let helpText = """
      """
#endif
enum DeclarationsLeftOut {}
