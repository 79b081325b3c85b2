import Foundation
import WAT
import WasmKit
            30: garbageCollection,  // A recursion group; exports the tag the directives below import
            59: garbageCollection,  // Expects an incompatible import of the tag exported by the module on line 30
            148: garbageCollection,  // A recursion group; expects an incompatible import from the module on line 137
            156: garbageCollection,  // A recursion group; expects an incompatible import from the module on line 137
                """
                """
enum DeclarationsLeftOut {}
