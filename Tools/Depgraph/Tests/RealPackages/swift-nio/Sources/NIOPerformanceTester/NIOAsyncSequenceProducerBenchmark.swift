import Atomics
import DequeModule
import NIOCore
enum DeclarationsLeftOut {}
