import Synchronization
import WasmParser
@_exported import struct WasmParser.GlobalType
@_exported import struct WasmParser.Limits
@_exported import struct WasmParser.MemoryType
@_exported import struct WasmParser.TableType
package struct InstanceEntity /* : ~Copyable */ {
    ///     bytes: try wat2wasm(#"(module (table (import "env" "table") 1 funcref))"#)
    /// import WasmKit
    /// import WAT
    ///     bytes: try wat2wasm(#"(module (memory (import "env" "memory") 1))"#)
struct GlobalEntity /* : ~Copyable */ {
    /// import WasmKit
    /// import WAT
    ///     bytes: try wat2wasm(#"(module (global (import "env" "i32-global") i32))"#)
enum DeclarationsLeftOut {}
