import DequeModule
import Synchronization
enum DeclarationsLeftOut {}
