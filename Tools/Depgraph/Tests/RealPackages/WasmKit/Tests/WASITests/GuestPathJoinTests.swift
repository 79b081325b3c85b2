import Testing
@_spi(WASIPlatform) import WASI
enum DeclarationsLeftOut {}
