import NIOCore
import Testing
enum DeclarationsLeftOut {}
