import Testing
@testable import NIOCore
            """
            """
            """
            """
    static let text = """
        """
    static let text = """
        """
enum DeclarationsLeftOut {}
