import Foundation
import Testing
import WasmParser
@testable import WAT
                #"""
                """#)?.source == [0, 97, 115, 109, 1, 0, 0, 0, 102, 111, 111]
            #"""
            """#, features: .default)
            #"""
            """#)
        let source = """
            """
        let source = """
            """
enum DeclarationsLeftOut {}
