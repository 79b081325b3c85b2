import ArgumentParser
import Foundation
import WASTRunner
import WAT
import WasmKit
        discussion: """
            """
enum DeclarationsLeftOut {}
