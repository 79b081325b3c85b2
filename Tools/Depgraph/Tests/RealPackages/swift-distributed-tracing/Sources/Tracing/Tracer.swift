@_documentation(visibility: internal) @_exported import Instrumentation
enum DeclarationsLeftOut {}
