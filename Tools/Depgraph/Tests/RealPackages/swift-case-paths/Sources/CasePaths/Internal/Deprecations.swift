import IssueReporting
#if canImport(ObjectiveC)
  import ObjectiveC
#endif
      """
      """,
enum DeclarationsLeftOut {}
