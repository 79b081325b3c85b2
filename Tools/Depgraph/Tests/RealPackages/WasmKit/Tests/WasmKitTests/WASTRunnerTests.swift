import Foundation
import Testing
import WASTRunner
import WasmKit
    private static let script = """
        """
    private static let unparsableModuleScript = """
        """
        let script = """
            """
        let script = """
            """
enum DeclarationsLeftOut {}
