import Foundation
import Testing
import WasmKit
import WasmKitWASI
        // Clean up **/*.cleanup
enum DeclarationsLeftOut {}
