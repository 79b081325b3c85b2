import ArgumentParserToolInfo
import Foundation
import XCTest
enum DeclarationsLeftOut {}
