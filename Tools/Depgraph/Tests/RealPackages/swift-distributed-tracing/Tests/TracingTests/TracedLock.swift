import Foundation
import Instrumentation
import Tracing
enum DeclarationsLeftOut {}
