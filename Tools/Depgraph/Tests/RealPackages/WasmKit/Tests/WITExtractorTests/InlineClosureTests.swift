import Testing
@testable import WITExtractor
enum DeclarationsLeftOut {}
