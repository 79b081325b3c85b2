import Core

/// What the app shows.
public let feature = core + 1
