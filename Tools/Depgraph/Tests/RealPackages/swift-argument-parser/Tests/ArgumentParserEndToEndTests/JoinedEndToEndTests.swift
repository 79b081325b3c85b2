import ArgumentParser
import ArgumentParserTestHelpers
import XCTest
enum DeclarationsLeftOut {}
