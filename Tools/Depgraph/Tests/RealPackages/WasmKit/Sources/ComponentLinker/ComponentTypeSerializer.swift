#if ComponentModel
    import ComponentModel
    import WAT
    import WIT
                case .import(let importSyntax):
        // MARK: - World import/export encoding
            let tag: UInt8 = isImport ? TypeDeclTag.import.rawValue : TypeDeclTag.export.rawValue
#endif
enum DeclarationsLeftOut {}
