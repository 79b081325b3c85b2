#if ComponentModel
    import ComponentModel
    import WasmParser
    import WasmTypes
            case `import`(CoreModuleImport)
#endif
enum DeclarationsLeftOut {}
