import DequeModule
import NIOConcurrencyHelpers
enum DeclarationsLeftOut {}
