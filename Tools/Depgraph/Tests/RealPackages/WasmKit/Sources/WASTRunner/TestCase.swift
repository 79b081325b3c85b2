import Foundation
import WAT
import WasmKit
import WasmParser
enum DeclarationsLeftOut {}
