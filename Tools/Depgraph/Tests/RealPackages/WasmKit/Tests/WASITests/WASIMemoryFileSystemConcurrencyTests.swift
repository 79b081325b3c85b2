import Testing
@_spi(WASIPlatform) @testable import WASI
enum DeclarationsLeftOut {}
