@_documentation(visibility: internal) @_exported import Instrumentation
@_documentation(visibility: internal) @_exported import ServiceContextModule
enum DeclarationsLeftOut {}
