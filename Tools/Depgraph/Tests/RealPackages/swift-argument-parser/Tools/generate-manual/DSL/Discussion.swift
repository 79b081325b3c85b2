import ArgumentParserToolInfo
enum DeclarationsLeftOut {}
