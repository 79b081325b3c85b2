@_spi(Testing) import NIOFS
import NIOPosix
import XCTest
#if ENABLE_MOCKING
                        """
                        """
                        """
                        """
#endif
enum DeclarationsLeftOut {}
