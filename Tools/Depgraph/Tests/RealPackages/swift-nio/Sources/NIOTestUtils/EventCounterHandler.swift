import Atomics
import NIOConcurrencyHelpers
import NIOCore
enum DeclarationsLeftOut {}
