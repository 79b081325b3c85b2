import ArgumentParser
import CLICommands
enum DeclarationsLeftOut {}
