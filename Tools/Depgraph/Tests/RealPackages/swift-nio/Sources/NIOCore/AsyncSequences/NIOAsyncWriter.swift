import Atomics
import DequeModule
import NIOConcurrencyHelpers
import _NIODataStructures
enum DeclarationsLeftOut {}
