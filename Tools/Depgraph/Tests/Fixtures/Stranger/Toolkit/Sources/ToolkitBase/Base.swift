public struct Base {}
