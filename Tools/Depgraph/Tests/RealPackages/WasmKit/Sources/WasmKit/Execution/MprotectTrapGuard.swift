@preconcurrency import _CWasmKit
enum DeclarationsLeftOut {}
