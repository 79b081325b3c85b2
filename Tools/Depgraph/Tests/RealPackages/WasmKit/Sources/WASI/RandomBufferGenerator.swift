import SwiftShims  // For swift_stdlib_random
enum DeclarationsLeftOut {}
