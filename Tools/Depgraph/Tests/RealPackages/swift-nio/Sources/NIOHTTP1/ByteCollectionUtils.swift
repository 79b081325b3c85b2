import NIOCore
enum DeclarationsLeftOut {}
