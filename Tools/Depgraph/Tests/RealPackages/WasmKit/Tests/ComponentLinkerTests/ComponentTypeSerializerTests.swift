#if ComponentModel
    import ComponentLinker
    import ComponentModel
    import Testing
    import WasmParser
    import WIT
        /// Extract import decls from ComponentOrInstanceDecl array.
                """
                """, worldName: "empty")
                """
                """, worldName: "empty", encodingVersion: 5)
                """
                """)
                """
                """, worldName: "my-world")
                """
                    import greet: func(name: string) -> string
                """, worldName: "my-world")
            // 2 decls: functype + import
            // Should have an import decl
                """
                """, worldName: "my-world")
        // MARK: - Interface import/export tests
                """
                """, worldName: "my-world")
                """
                    import my-iface
                """, worldName: "my-world")
            // Should have import with FQ name
                """
                """, worldName: "my-world")
                """
                """, worldName: "my-world")
                """
                """, worldName: "my-world")
                """
                """, worldName: "my-world")
                """
                """, worldName: "my-world")
                """
                """, worldName: "my-world")
                """
                """, worldName: "my-world")
                """
                """, worldName: "my-world")
                """
                """, worldName: "my-world")
                """
                    import log: func(msg: string)
                """, worldName: "my-world")
            // 6 decls: 3 functions × 2 (type + import/export)
                """
                """, worldName: "my-world")
                """
                """, worldName: "my-world")
                """
                """, worldName: "my-world")
                """
                """)
                """
                """)
                """
                """)
                """
                """)
                """
                    import other:stuff/something
                """)
                """
                """, worldName: "my-world")
                """
                """, worldName: "my-world")
                """
                """, worldName: "my-world")
            let wit = """
                """
                """
                """, worldName: "my-world")
                """
                """, worldName: "my-world")
                """
                """, worldName: "my-world")
#endif
enum DeclarationsLeftOut {}
