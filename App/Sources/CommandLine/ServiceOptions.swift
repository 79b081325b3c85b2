import Services
import TerminalUI

/// How the services of a session behave, beside `--latency`: named once for the commands that
/// take it (a session, `serve`).
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
}
