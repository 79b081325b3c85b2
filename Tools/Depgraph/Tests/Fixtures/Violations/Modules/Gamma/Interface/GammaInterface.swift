import Alpha
import Base

public struct Gamma {}
