import CommandLines

/// A command of a program's command line, as TerminalUI 1.0 named it: the family's one parser,
/// ``CommandLines/CommandLineSpec`` of the package CommandLines — the same type under the same
/// name, so that a program written against TerminalUI 1.0 builds unchanged. (Its refusals are
/// `CommandLineError`s: code that caught them as ``CommandError/refused(_:)`` reads
/// `CommandLineError.description` instead.)
public typealias CommandLineSpec<Options> = CommandLines.CommandLineSpec<Options>

/// One option of a command, as TerminalUI 1.0 named it: ``CommandLines/OptionSpec`` of the
/// package CommandLines, the same type.
public typealias OptionSpec<Options> = CommandLines.OptionSpec<Options>
