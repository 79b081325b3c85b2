import SwiftSyntax
                            reason: """
                                """))
enum DeclarationsLeftOut {}
