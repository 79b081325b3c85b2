#if ComponentModel
    import Testing
    import WAT
    import ComponentModel
    import WasmParser
    @testable import WasmKit
            // Create a simple module instance to use as an import
                    """
                    """
                    """
                    """
            // Create a component that requires an import
            // Try to instantiate without providing the import
                    """
                    """
            // Create a component that requires a function import
                    name: "my-import",
            imports.define(name: "my-import", coreInstance: instance)
                #expect(name == "my-import")
                    """
                    """
            // Create a component that requires a module import
                """
                """)
                """
                """)
                """
                """)
                """
                """)
                """
                """)
                """
                """)
#endif
enum DeclarationsLeftOut {}
