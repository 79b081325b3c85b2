import ArgumentParser
@_spi(OnlyForCLI) import WasmKit
        discussion: """
            """,
enum DeclarationsLeftOut {}
