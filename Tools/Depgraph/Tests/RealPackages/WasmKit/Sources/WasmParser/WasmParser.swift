import WasmTypes
    @inlinable mutating func visitThrowRef() throws(WasmParserError) { /* no immediates */  }
    /// <https://webassembly.github.io/spec/core/binary/modules.html#import-section>
    /// import WasmParser
enum DeclarationsLeftOut {}
