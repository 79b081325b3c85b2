import NIOCore
        """
        """
enum DeclarationsLeftOut {}
