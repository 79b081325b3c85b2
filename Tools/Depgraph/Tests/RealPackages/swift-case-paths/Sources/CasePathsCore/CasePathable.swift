import IssueReporting
        """
        """,
enum DeclarationsLeftOut {}
