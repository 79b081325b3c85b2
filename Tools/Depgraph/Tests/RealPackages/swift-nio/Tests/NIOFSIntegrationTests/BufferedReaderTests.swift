import NIOCore
import NIOFS
import XCTest
            let text = """
                """
enum DeclarationsLeftOut {}
