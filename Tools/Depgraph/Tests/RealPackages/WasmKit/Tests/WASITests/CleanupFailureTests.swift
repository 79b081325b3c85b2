import Testing
import WASI
enum DeclarationsLeftOut {}
