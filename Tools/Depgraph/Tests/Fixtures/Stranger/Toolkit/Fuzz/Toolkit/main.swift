import Toolkit

_ = Tool()
