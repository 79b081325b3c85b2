import WIT
        header: """
            import WasmKit
            """)
enum DeclarationsLeftOut {}
