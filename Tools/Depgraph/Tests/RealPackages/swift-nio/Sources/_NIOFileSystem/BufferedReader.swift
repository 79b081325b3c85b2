import DequeModule
import NIOCore
enum DeclarationsLeftOut {}
