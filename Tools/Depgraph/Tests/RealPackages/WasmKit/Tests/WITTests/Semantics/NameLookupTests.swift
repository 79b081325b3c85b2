import Testing
@testable import WIT
            """
            """,
            """
            """,
            """
            """,
                    """
                    """
                    """
                    """
                    """
                    """
                    """
                    """
                        """
                        """
                        """
                        """
                        """
                        """
            """
            """,
                    """
                      import e1: interface {
                    """
                    """
                    """
        guard case .import(let importItem) = try #require(world.items.first) else {
            Issue.record("expected import item but got \(String(describing: world.items.first))")
enum DeclarationsLeftOut {}
