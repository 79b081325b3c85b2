import SystemPackage
            return """
                """
enum DeclarationsLeftOut {}
