import Kit

public struct AlphaContext {
    public var kit: Kit
}
