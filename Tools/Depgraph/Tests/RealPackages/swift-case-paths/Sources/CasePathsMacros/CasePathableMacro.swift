import CasePathsMacrosSupport
import SwiftSyntax
import SwiftSyntaxMacros
enum DeclarationsLeftOut {}
