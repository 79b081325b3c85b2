import XCTest
@testable import ZIPFoundation
#if os(macOS)
        let script = """
        """
#endif
enum DeclarationsLeftOut {}
