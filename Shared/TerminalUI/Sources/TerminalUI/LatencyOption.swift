import CommandLines

/// How long a service call is made to take, as over a slow network: the one grammar of
/// `--latency`, for every program that takes it — a demo's `--latency MS`, and mosaic's
/// `--latency MS[,SERVICE=MS…]`, whose every `MS` is read here.
public enum Latency {
    /// The most milliseconds a call can be made to take.
    public static let maximumMilliseconds = 60_000

    /// `text` as a latency: whole milliseconds from 0 to ``maximumMilliseconds``, in ASCII
    /// digits alone (no sign, no space); `nil` for anything else.
    public static func milliseconds(_ text: some StringProtocol) -> Duration? {
        guard !text.isEmpty, text.utf8.count <= 5,
            text.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }),
            let value = Int(text), value <= maximumMilliseconds
        else { return nil }
        return .milliseconds(value)
    }
}

extension CommandLines.OptionSpec {
    /// `--latency MS`: how long every service call takes, as over a slow network, read by
    /// ``Latency/milliseconds(_:)`` (the demos take it; mosaic's own option adds services named).
    public static func latency(_ keyPath: WritableKeyPath<Options, Duration?>) -> Self {
        let most = Latency.maximumMilliseconds
        return value(
            "--latency", "MS",
            "delay every service call by MS milliseconds (0–\(most)), as over a slow network: screens "
                + "show that they load, and stay usable",
            keyPath, expected: "a number of milliseconds from 0 to \(most)"
        ) { text -> Duration?? in
            // (The value kept is optional: a refusal is the outer nil.)
            guard let milliseconds = Latency.milliseconds(text) else { return .none }
            let latency: Duration? = milliseconds
            return latency
        }
    }
}
