import WasmParser
import WasmTypes
    encoder.section(id: 0x02, placement: .import, customSections: cs) { encoder in
enum DeclarationsLeftOut {}
