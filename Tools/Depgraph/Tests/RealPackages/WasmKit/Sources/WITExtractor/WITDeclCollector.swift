import SwiftParser
import SwiftSyntax
enum DeclarationsLeftOut {}
