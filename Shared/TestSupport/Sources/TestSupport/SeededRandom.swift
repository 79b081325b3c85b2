/// A small, fast, seeded generator (SplitMix64): the same seed gives the same inputs, so that a
/// failure a generated test or the session fuzzer found once can be run again.
public struct SeededRandom: RandomNumberGenerator {
    private var state: UInt64

    /// The generator whose numbers `seed` decides.
    public init(seed: UInt64) {
        state = seed
    }

    /// The next number.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
