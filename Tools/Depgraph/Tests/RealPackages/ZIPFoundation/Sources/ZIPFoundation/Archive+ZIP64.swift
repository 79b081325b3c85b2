import Foundation
enum DeclarationsLeftOut {}
