import Testing
@testable import WIT
enum DeclarationsLeftOut {}
