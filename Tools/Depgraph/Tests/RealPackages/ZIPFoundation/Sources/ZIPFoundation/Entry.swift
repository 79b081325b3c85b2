import Foundation
import CoreFoundation
enum DeclarationsLeftOut {}
