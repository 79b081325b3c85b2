import SwiftSyntax
import Testing
@testable import WITExtractor
enum DeclarationsLeftOut {}
