import Foundation
import PackagePlugin
enum DeclarationsLeftOut {}
