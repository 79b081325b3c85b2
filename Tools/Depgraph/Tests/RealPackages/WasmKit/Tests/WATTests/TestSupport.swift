import Foundation
import WAT
import WasmParser
enum DeclarationsLeftOut {}
