import CommandLines
import Services

/// How the services of a session behave — slow, failing: named once for the commands that take
/// them (a session, `serve`).
enum ServiceOptions {
    /// `--fail SERVICES`: every call of the services named fails, as over a network or a disk
    /// that is gone — to see, record and replay how the app tells a failure.
    static func fail<Options>(_ keyPath: WritableKeyPath<Options, Set<ServiceName>>) -> OptionSpec<Options> {
        let names = ServiceName.allCases.map(\.rawValue).joined(separator: ", ")
        return .value(
            "--fail", "SERVICES",
            "make every call of these services fail, as if they were gone, to see how the app tells it "
                + "(comma-separated: \(names))",
            keyPath, expected: "service names separated by commas (\(names))"
        ) { ServiceName.list($0) }
    }

    /// `--latency MS[,SERVICE=MS…]`: every call of every service (or of those named) takes so
    /// many milliseconds, as over a slow network — to see loads show, screens stay usable, and
    /// pictures come later than the rest.
    static func latency<Options>(_ keyPath: WritableKeyPath<Options, ServiceLatency>) -> OptionSpec<Options> {
        let most = ServiceLatency.maximumMilliseconds
        return .value(
            "--latency", "MS",
            "delay every service call by MS milliseconds (0–\(most)), as over a slow network: screens "
                + "show that they load, and stay usable; SERVICE=MS gives one service its own "
                + "(2000,photos=8000)",
            keyPath,
            expected:
                "milliseconds from 0 to \(most), for every service or as SERVICE=MS, separated by commas"
        ) { ServiceLatency($0) }
    }
}
