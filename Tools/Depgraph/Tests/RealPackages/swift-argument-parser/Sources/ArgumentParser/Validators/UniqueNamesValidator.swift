        """
        """
enum DeclarationsLeftOut {}
