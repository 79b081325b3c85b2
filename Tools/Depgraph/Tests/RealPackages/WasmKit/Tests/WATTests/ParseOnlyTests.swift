import Foundation
import Testing
import WASTRunner
import WAT
import WasmParser
enum DeclarationsLeftOut {}
