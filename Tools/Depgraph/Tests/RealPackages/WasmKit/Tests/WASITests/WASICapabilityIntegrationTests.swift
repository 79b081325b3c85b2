import Foundation
import Testing
import WasmKit
import WasmKitWASI
#if !os(Android)
        /// Guests import a fixed list regardless of what they call, so stubbing is
#endif
enum DeclarationsLeftOut {}
