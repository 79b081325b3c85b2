import Foundation
import Instrumentation
import Testing
enum DeclarationsLeftOut {}
