import GDBRemoteProtocol
import Testing
                """
                """.utf8
enum DeclarationsLeftOut {}
