import ArgumentParser
    discussion: """
      """
enum DeclarationsLeftOut {}
