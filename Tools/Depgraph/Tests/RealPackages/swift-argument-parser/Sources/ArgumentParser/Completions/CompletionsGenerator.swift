internal import ArgumentParserToolInfo
enum DeclarationsLeftOut {}
