#if ComponentModel
    import WasmTypes
    import ComponentModel
        case `import`(Import)
        /// Parse an import/export name with optional version suffix.
                // import
                return .import(Import(module: module, name: name, descriptor: desc))
        /// Parse core import descriptor.
        /// Parse import section (section 10).
                case .import:
#endif
enum DeclarationsLeftOut {}
