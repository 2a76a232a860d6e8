/// Deterministic pseudo-random numbers (SplitMix64), for the seeded generators of the solver's
/// tests, its differential test and the scene fuzzer: a seed gives the same inputs on every
/// machine, so a failure names its seed and replays.
public struct SeededRandom: Sendable {
    public var state: UInt64

    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A whole number in 0..<n.
    public mutating func below(_ n: Int) -> Int { Int(next() % UInt64(max(1, n))) }
}
