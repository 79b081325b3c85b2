import NIOFS
import NIOFSFoundationCompat
import XCTest
enum DeclarationsLeftOut {}
