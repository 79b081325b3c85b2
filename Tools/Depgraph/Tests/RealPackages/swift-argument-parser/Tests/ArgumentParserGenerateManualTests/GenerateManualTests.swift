import ArgumentParserTestHelpers
import XCTest
enum DeclarationsLeftOut {}
