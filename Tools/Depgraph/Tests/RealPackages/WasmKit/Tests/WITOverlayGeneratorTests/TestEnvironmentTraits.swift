import Testing
enum DeclarationsLeftOut {}
