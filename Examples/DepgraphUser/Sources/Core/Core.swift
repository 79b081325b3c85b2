/// What the feature builds on.
public let core = 1
