import Testing
import WIT
@testable import WITOverlayGenerator
enum DeclarationsLeftOut {}
