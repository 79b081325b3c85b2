import XCTest
@testable import ArgumentParser
let shortSample = """
  """
let longSample = """
  """
let jsonSample = """
  """
      """
      """)
      """
      """)
      """
      """)
      """
      """)
      """
      """)
      """
      """)
      """
      """)
      """
      """)
enum DeclarationsLeftOut {}
