import CommandLines

/// Where a command's data is kept: `--data-dir DIR` or `--in-memory` (which exclude each other),
/// else the standard folder. Every command that reads the app's data takes these.
struct DataOptions: Equatable {
    /// The folder given with `--data-dir`.
    var directory: String?
    /// `--in-memory`: keep everything in memory, write nothing anywhere.
    var inMemory = false

    /// The declarations, for a command whose options hold these at `keyPath`.
    static func specs<Options>(_ keyPath: WritableKeyPath<Options, DataOptions>) -> [OptionSpec<Options>] {
        [
            OptionSpec<DataOptions>.value(
                "--data-dir", "DIR",
                "keep likes, follows, settings and navigation in DIR (default: $XDG_DATA_HOME/mosaic, "
                    + "else ~/.local/share/mosaic)", \.directory),
            .flag("--in-memory", "keep everything in memory; write nothing anywhere", \.inMemory),
        ].map { $0.within(keyPath) }
    }

    /// These, unless they contradict each other.
    func checked() throws(CommandLineError) -> DataOptions {
        if inMemory && directory != nil {
            let names = Self.specs(\DataOptions.self).map(\.name)
            throw CommandLineError("\(names.joined(separator: " and ")) exclude each other")
        }
        return self
    }
}
