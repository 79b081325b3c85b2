import _CWasmKit.InlineCode
enum DeclarationsLeftOut {}
