@_spi(Testing) import NIOFS
import XCTest
            """
            """
            """
            """
            """
            """
            """
            """
            """
            """
enum DeclarationsLeftOut {}
