import CommandLines
import Domain
import Services
import TerminalUI

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
        let most = Latency.maximumMilliseconds
        return .value(
            "--latency", "MS",
            "delay every service call by MS milliseconds (0–\(most)), as over a slow network: screens "
                + "show that they load, and stay usable; SERVICE=MS gives one service its own "
                + "(2000,photos=8000)",
            keyPath,
            expected:
                "milliseconds from 0 to \(most), for every service or as SERVICE=MS, separated by commas"
        ) { ServiceLatency(parsing: $0) }
    }
}

extension ServiceLatency {
    /// Reads `2000`, `photos=6000` or `2000,photos=6000,likes=0`: every `MS` as
    /// ``Latency/milliseconds(_:)`` reads a demo's (the one grammar of a latency), for every
    /// service, and `SERVICE=MS` for one; `nil` when an item is not one of those, or says a
    /// latency twice (two for every service, or a service twice).
    init?(parsing text: String) {
        self.init()
        for item in text.split(separator: ",", omittingEmptySubsequences: false) {
            let parts = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard let milliseconds = Latency.milliseconds(parts[parts.count - 1]) else { return nil }
            if parts.count == 1 {
                guard every == nil else { return nil }
                every = milliseconds
            } else {
                guard let name = ServiceName(rawValue: String(parts[0])), services[name] == nil else {
                    return nil
                }
                services[name] = milliseconds
            }
        }
    }

    /// The latency as ``init(parsing:)`` reads it: every service's first, then the services
    /// named, in the bundle's order; empty when there is none.
    var text: String {
        func written(_ duration: Duration) -> String { String(Int(duration / .milliseconds(1))) }
        let named = services.sorted { $0.key < $1.key }.map { "\($0.key.rawValue)=\(written($0.value))" }
        return ((every.map { [written($0)] } ?? []) + named).joined(separator: ",")
    }
}
