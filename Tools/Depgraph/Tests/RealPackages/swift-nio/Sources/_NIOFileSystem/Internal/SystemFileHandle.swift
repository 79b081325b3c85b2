import NIOConcurrencyHelpers
import NIOCore
import NIOPosix
import SystemPackage
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
@preconcurrency import Glibc
import CNIOLinux
#elseif canImport(Musl)
@preconcurrency import Musl
import CNIOLinux
#elseif canImport(Bionic)
@preconcurrency import Bionic
#endif
                    """
                    """
                    message: """
                        """,
                    message: """
                        """,
                        #if canImport(Glibc) || canImport(Musl) || canImport(Bionic)
                                message: """
                                    """,
                        #else
                        #endif
                message: """
                    """,
                    message: """
                        """,
enum DeclarationsLeftOut {}
