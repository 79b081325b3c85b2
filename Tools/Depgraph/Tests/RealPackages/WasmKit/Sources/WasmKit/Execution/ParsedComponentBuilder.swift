#if ComponentModel
    import ComponentModel
    import WasmParser
                    throw ComponentParseError.unsupported("Value import with eq bound")
#endif
enum DeclarationsLeftOut {}
