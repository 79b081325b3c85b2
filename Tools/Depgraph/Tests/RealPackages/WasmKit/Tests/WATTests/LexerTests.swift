import Foundation
import Testing
import WasmParser
@testable import WAT
                """
                """
enum DeclarationsLeftOut {}
