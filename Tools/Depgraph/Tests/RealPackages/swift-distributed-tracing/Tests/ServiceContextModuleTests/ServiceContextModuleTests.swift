import ServiceContextModule
import Testing
enum DeclarationsLeftOut {}
