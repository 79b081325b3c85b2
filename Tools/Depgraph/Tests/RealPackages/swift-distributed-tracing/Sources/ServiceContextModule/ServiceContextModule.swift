// This module keeps `import ServiceContextModule` and the qualified names, such as `ServiceContextModule.ServiceContext`,
@_exported import Instrumentation
