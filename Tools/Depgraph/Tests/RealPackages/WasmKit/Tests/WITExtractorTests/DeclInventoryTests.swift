import Testing
@testable import WITExtractor
            source: """
                """)
            source: """
                """)
            source: """
                """)
            source: """
                """)
            source: """
                """)
            source: """
                """)
            source: """
                """)
            source: """
                """)
            source: """
                """)
            source: """
                """)
enum DeclarationsLeftOut {}
