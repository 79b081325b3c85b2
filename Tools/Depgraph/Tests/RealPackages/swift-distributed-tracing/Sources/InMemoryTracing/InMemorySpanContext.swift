import Instrumentation
enum DeclarationsLeftOut {}
