import Foundation
#if !RUNNING_INTEGRATION_TESTS
@testable import NIOPosix
#endif
enum DeclarationsLeftOut {}
