import ToolkitBase

_ = Base()
