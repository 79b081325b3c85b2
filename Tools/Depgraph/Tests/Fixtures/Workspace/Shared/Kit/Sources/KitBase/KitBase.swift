public struct KitBase {}
