import NIOCore
import SystemPackage
                message: """
                    """,
                message: """
                    """,
                            message: """
                                """,
                        message: """
                            """,
enum DeclarationsLeftOut {}
