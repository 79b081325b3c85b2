import Foundation
import Synchronization
import Testing
@testable import WASI
enum DeclarationsLeftOut {}
