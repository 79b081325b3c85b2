import Foundation
import WasmParser
enum DeclarationsLeftOut {}
