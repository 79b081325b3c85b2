import WASI
enum DeclarationsLeftOut {}
