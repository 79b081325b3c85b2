// ModuleKit in one import: its core (modules, contexts, events, work, navigation, links,
// hosting, tracing) and its recording (a session as a file, read, written and replayed; a trace
// as JSON lines). A program written for ModuleKit 1.0, which was one module, builds unchanged.
//
// A feature imports ModuleKitCore, which holds no file format; a host or an app that records
// sessions imports ModuleKitRecording beside it, or this module for both.
@_exported import ModuleKitCore
@_exported import ModuleKitRecording
