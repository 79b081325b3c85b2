import NIOCore
@_spi(Testing) import NIOFS
import NIOFoundationCompat
import NIOPosix
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
                """
                """
enum DeclarationsLeftOut {}
