import ArgumentParser
import ArgumentParserToolInfo
import Foundation
enum DeclarationsLeftOut {}
