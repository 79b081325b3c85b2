@_spi(Fuzzing) import WasmKit
                // Skip if import type index does not name a function type
enum DeclarationsLeftOut {}
