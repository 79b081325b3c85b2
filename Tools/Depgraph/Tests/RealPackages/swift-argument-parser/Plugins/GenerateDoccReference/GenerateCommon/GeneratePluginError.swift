import Foundation
import PackagePlugin
      return """
        """
      return """
        """
      return """
        """
enum DeclarationsLeftOut {}
