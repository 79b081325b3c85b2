import Testing
@testable import WIT
                input: """
                    """
                input: """
                    """
                input: """
                    """
enum DeclarationsLeftOut {}
