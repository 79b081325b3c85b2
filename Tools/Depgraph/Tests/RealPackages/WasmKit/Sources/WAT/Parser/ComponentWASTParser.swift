#if ComponentModel
    import ComponentModel
    import WasmParser
    import WasmTypes
            case "core", "type", "func", "import", "export", "instance", "alias", "canon":
#endif
enum DeclarationsLeftOut {}
