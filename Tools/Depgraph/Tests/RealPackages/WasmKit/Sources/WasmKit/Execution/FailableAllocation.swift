import _CWasmKit
enum DeclarationsLeftOut {}
