import NIOCore
import _NIOFileSystem
enum DeclarationsLeftOut {}
