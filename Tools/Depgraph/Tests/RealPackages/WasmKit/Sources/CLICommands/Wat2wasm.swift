import ArgumentParser
import Foundation
import WASI
import WAT
import WasmTypes
#if ComponentModel
    private let wat2wasmDiscussion = """
        """
#else
    private let wat2wasmDiscussion = """
        """
#endif
                    """
                    """
                """
                """
        help: """
            """
enum DeclarationsLeftOut {}
