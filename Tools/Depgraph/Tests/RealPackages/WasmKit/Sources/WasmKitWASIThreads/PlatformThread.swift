import CWasmKitWASIThreads
enum DeclarationsLeftOut {}
