import PackagePlugin
import Foundation
enum DeclarationsLeftOut {}
