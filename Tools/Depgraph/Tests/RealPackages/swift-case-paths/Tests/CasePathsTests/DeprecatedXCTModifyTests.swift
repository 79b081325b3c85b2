#if DEBUG && (os(iOS) || os(macOS) || os(tvOS) || os(watchOS))
  @_spi(Internals) import CasePaths
  import XCTest
        $0.compactDescription == """
          """
        $0.compactDescription == """
          """
        $0.compactDescription == """
          """
        $0.compactDescription == """
          """
        $0.compactDescription == """
          """
        $0.compactDescription == """
          """
#endif
enum DeclarationsLeftOut {}
