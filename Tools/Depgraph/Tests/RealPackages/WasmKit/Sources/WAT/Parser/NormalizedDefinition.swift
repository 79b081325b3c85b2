#if ComponentModel
    import ComponentModel
    import WasmParser
    import WasmTypes
                case .componentImport: return .import
            case .componentImport(let def): return "import \"\(def.importModuleName)\""
#endif
enum DeclarationsLeftOut {}
