import Testing
@testable import WAT
enum DeclarationsLeftOut {}
