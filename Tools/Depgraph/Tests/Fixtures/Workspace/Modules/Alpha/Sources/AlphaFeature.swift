import AlphaInterface

public enum AlphaFeature {}
