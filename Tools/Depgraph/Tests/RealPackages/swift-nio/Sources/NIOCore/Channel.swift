import NIOConcurrencyHelpers
enum DeclarationsLeftOut {}
