/// What a piece of text means, which decides how it looks on a colour terminal.
public enum Style: Sendable, Hashable {
    /// Text as it is.
    case plain
    /// A screen's title.
    case title
    /// A section's heading.
    case heading
    /// Secondary text: hints, counts, status.
    case dim
    /// What stands out: names, commands.
    case accent
    /// The chosen item (the selected tab).
    case selected
    /// Something done or on (a like given).
    case success
    /// Something to heed.
    case warning
    /// Something that failed.
    case error

    /// The ANSI SGR parameters for this style; empty for plain text.
    var sgr: String {
        switch self {
        case .plain: ""
        case .title: "1"
        case .heading: "1;4"
        case .dim: "2"
        case .accent: "36"
        case .selected: "7"
        case .success: "32"
        case .warning: "33"
        case .error: "31"
        }
    }
}

/// Whether output may carry ANSI colour sequences.
///
/// Colour is used only when standard output is a terminal (or `CLICOLOR_FORCE` is set),
/// `NO_COLOR` is not set, `TERM` is not `dumb` and the user did not turn it off. Everything else gets plain text, without a
/// single escape byte.
public struct ColorPolicy: Sendable, Hashable {
    /// `true` when styles become ANSI sequences.
    public var isEnabled: Bool
    /// Whether the terminal draws any 24-bit colour (`COLORTERM` is `truecolor` or `24bit`);
    /// else a picture's colours are the nearest of the 256 every colour terminal has.
    public var hasTrueColor: Bool

    /// A policy that colours when `isEnabled`, in 24-bit colour when `hasTrueColor`.
    public init(isEnabled: Bool, hasTrueColor: Bool) {
        self.isEnabled = isEnabled
        self.hasTrueColor = hasTrueColor
    }

    /// A policy that colours when `isEnabled`, pictures in the 256 colours every colour terminal
    /// has.
    public init(isEnabled: Bool) {
        self.init(isEnabled: isEnabled, hasTrueColor: false)
    }

    /// Plain text: no escape sequences at all.
    public static let plain = ColorPolicy(isEnabled: false)

    /// Decides from the facts given; `detect()` reads them from the process.
    public static func decide(isTerminal: Bool, noColor: String?, term: String?, disabled: Bool = false)
        -> ColorPolicy
    {
        decide(
            isTerminal: isTerminal, noColor: noColor, term: term, colorTerm: nil, forced: nil,
            disabled: disabled)
    }

    /// Decides from the facts given, `COLORTERM`'s too (`truecolor` or `24bit`: pictures in 24-bit
    /// colour). `forced` is `CLICOLOR_FORCE`: set (and not `0`), colour even when the output is
    /// not a terminal (`mosaic | less -R`, a benchmark of what a terminal is sent); `NO_COLOR`,
    /// `dumb` and `--no-color` still win.
    public static func decide(
        isTerminal: Bool, noColor: String?, term: String?, colorTerm: String?, forced: String?,
        disabled: Bool = false
    ) -> ColorPolicy {
        let noColorSet = !(noColor ?? "").isEmpty
        let isForced = !(forced ?? "").isEmpty && forced != "0"
        return ColorPolicy(
            isEnabled: (isTerminal || isForced) && !noColorSet && term != "dumb" && !disabled,
            hasTrueColor: colorTerm == "truecolor" || colorTerm == "24bit")
    }

    /// The policy for this process's standard output.
    public static func detect(disabled: Bool = false) -> ColorPolicy {
        decide(
            isTerminal: Terminal.outputIsTerminal, noColor: Terminal.environment("NO_COLOR"),
            term: Terminal.environment("TERM"), colorTerm: Terminal.environment("COLORTERM"),
            forced: Terminal.environment("CLICOLOR_FORCE"), disabled: disabled)
    }

    /// `text` wrapped in the sequences for `style`, or `text` alone when colour is off.
    public func apply(_ style: Style, to text: String) -> String {
        guard isEnabled, !style.sgr.isEmpty, !text.isEmpty else { return text }
        return "\u{1B}[\(style.sgr)m\(text)\u{1B}[0m"
    }
}
