import Toolkit

public struct Recipe {}
