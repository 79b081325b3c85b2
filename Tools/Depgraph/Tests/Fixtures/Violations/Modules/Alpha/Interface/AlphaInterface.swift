import Base

public protocol AlphaInput {}
