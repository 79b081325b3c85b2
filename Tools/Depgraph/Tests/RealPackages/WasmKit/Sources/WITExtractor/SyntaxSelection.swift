import SwiftSyntax
enum DeclarationsLeftOut {}
