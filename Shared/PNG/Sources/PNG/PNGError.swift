/// Why bytes are not a PNG file the decoder reads: one line for a person, naming what was wrong
/// (`not a PNG file`, `damaged: the file ends early`, `too large: …`, `not decoded: …`).
public struct PNGError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The line.
    public let description: String

    /// The refusal `description`.
    public init(_ description: String) {
        self.description = description
    }

    /// The bytes end before the file does: a file cut short.
    public static let endsEarly = PNGError("damaged: the file ends early")
}
