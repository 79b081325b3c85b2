import ServiceContextModule
import Testing
import Tracing
enum DeclarationsLeftOut {}
