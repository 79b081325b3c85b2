#if canImport(Testing) && swift(>=6)
  import CasePaths
  import Testing
#endif
enum DeclarationsLeftOut {}
