internal let directlyInitializedError = """
  """
enum DeclarationsLeftOut {}
