import Foundation
import Testing
import WasmKit
import WasmKitFuzzing
enum DeclarationsLeftOut {}
