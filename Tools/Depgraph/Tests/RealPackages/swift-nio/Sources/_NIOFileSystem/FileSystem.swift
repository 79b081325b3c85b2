import Atomics
import NIOCore
import NIOPosix
import SystemPackage
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Musl)
@preconcurrency import Musl
#elseif canImport(Bionic)
@preconcurrency import Bionic
#endif
                    message: """
                        """,
                    message: """
                        """,
            """
            """
                                message: """
                                    """,
                        message: """
                            """,
                message: """
                    """,
                message: """
                    """,
                message: """
                    """,
                message: """
                    """,
                message: """
                    """,
                message: """
                    """,
            message: """
                """,
enum DeclarationsLeftOut {}
