import Foundation
import WASI
import WAT
import WasmKit
enum DeclarationsLeftOut {}
