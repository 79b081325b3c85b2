import Base

public struct Util { public var base = Base() }
