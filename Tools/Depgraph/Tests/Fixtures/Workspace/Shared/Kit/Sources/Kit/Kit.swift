import KitBase

public typealias Kit = KitBase
