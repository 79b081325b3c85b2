#if ComponentModel
    import ComponentModel
    import WasmParser
    import WasmTypes
        // Emit types required by an import definition before the import itself
                    encoder.output.append(0x03)  // import declaration tag
                    encoder.output.append(0x03)  // type import kind
                    case .import(let importDef):
        // Encode a single import definition as its own section
                // Encode import name with 0x00 prefix (no version suffix)
#endif
enum DeclarationsLeftOut {}
