#if !(os(iOS) || os(watchOS) || os(tvOS) || os(visionOS))
    import Testing
    @testable import WITExtractor
                """
                """)
                """
                """)
                """
                """)
#endif
enum DeclarationsLeftOut {}
