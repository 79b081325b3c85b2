public struct AlphaContext {}
