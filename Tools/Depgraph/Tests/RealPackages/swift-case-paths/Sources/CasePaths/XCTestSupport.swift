import Foundation
import IssueReporting
      """
      """,
      """
      """,
enum DeclarationsLeftOut {}
