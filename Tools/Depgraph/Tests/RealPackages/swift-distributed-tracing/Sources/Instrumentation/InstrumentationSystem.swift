                    """
                    """
enum DeclarationsLeftOut {}
