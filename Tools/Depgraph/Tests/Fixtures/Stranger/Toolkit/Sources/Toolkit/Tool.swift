import ToolkitBase

public struct Tool {}
