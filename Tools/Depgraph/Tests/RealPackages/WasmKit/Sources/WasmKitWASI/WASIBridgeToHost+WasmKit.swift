import WASI
import WasmKit
    /// only an import-surface question; on a constrained target it is the
    ///     `ENOSYS`. Guests import a fixed list regardless of what they call,
enum DeclarationsLeftOut {}
