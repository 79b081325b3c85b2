import Foundation
import WASI
import WasmKit
import WasmKitWASI
#if os(Windows)
    import ucrt
#endif
enum DeclarationsLeftOut {}
