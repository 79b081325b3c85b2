import CommandLines

extension CommandLines.OptionSpec {
    /// `--latency MS`: how long every service call takes, from 0 to 60 000 milliseconds, as over
    /// a slow network — declared here once for every program that takes it (the app, the demos).
    public static func latency(_ keyPath: WritableKeyPath<Options, Duration?>) -> Self {
        value(
            "--latency", "MS",
            "delay every service call by MS milliseconds (0–60000), as over a slow network: screens "
                + "show that they load, and stay usable",
            keyPath, expected: "a number of milliseconds from 0 to 60000"
        ) { text -> Duration?? in
            // (The value kept is optional: a refusal is the outer nil.)
            guard let milliseconds = Int(text), (0...60_000).contains(milliseconds) else { return .none }
            let latency: Duration? = .milliseconds(milliseconds)
            return latency
        }
    }
}
