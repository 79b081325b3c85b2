import Foundation
import Testing
import WASI
enum DeclarationsLeftOut {}
