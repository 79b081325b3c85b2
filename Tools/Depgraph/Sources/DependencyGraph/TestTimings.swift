import Foundation

/// The seconds each test target took in a recorded run, read from a JSON object
/// (`{"AppTests": 31.5, "FeedTests": 2.25}`): what `depgraph affected --timings FILE` balances
/// shards by. A test target the file does not name weighs the mean of those it does.
public struct TestTimings: Sendable, Equatable {
    /// Seconds by test target.
    public let seconds: [String: Double]

    /// Why a timing file was refused, in one line.
    public struct Failure: Error, Equatable, CustomStringConvertible {
        /// The line.
        public let description: String
    }

    /// Reads `data`: a JSON object whose every value is a number of seconds, finite and not
    /// negative.
    public init(parsing data: Data) throws(Failure) {
        guard let object = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]),
            let entries = object as? [String: Any]
        else { throw Failure(description: "not a JSON object of test targets and seconds") }
        var seconds: [String: Double] = [:]
        for (name, value) in entries {
            // JSON's true and false are NSNumbers too, of the C type char ("c"): refused.
            guard let number = value as? NSNumber, String(cString: number.objCType) != "c",
                number.doubleValue.isFinite, number.doubleValue >= 0
            else { throw Failure(description: "the time of \(name.onOneLine) is not a number of seconds") }
            seconds[name] = number.doubleValue
        }
        self.seconds = seconds
    }

    /// Timings of `seconds`.
    public init(seconds: [String: Double]) { self.seconds = seconds }

    /// The weight of test target `name`: its seconds, else the mean of the recorded ones (1 when
    /// none is).
    public func weight(of name: String) -> Double {
        if let known = seconds[name] { return known }
        // Each part divided first: the sum of huge times would overflow to infinity.
        let count = Double(seconds.count)
        return seconds.isEmpty ? 1 : seconds.values.reduce(0) { $0 + $1 / count }
    }
}
