import ArgumentParser
import CLICommands
import Testing
import WasmKitWASI
enum DeclarationsLeftOut {}
