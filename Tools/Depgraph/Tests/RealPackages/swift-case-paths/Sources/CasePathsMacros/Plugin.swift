import SwiftCompilerPlugin
import SwiftSyntaxMacros
enum DeclarationsLeftOut {}
