import Foundation
import Testing
import WASTRunner
import WasmKit
enum DeclarationsLeftOut {}
