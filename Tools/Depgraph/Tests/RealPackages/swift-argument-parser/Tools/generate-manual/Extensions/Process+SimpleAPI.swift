import Foundation
          """
          """)
enum DeclarationsLeftOut {}
