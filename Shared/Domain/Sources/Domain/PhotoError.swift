/// Why bytes are not a photo mosaic can show: one line for a person, naming what was wrong —
/// the photo is then shown as its text alternative.
public struct PhotoError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The line.
    public let description: String

    /// The refusal `description`.
    public init(_ description: String) {
        self.description = description
    }

    /// The bytes end before the file does: a file cut short.
    public static let endsEarly = PhotoError("damaged: the file ends early")
}
