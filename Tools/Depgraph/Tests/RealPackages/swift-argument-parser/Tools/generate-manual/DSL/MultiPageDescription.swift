import ArgumentParser
import ArgumentParserToolInfo
enum DeclarationsLeftOut {}
