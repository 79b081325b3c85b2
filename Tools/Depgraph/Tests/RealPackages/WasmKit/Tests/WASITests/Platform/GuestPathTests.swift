import Testing
@testable import WASI
enum DeclarationsLeftOut {}
