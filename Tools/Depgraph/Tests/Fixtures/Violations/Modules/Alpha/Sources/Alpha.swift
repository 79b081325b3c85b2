import AlphaInterface
import Base

public struct Alpha {}
