import CommandLines

/// The options that write what a session did — its trace, its recording — named once for the
/// commands that take them: a terminal session writes one file, `serve` a file per session in
/// a folder.
enum OutputOptions {
    /// `--trace`: a JSON line for every event, route and lifecycle change.
    static func trace<Options>(
        _ valueName: String, _ summary: String, _ keyPath: WritableKeyPath<Options, String?>
    )
        -> OptionSpec<Options>
    {
        .value("--trace", valueName, summary, keyPath)
    }

    /// `--record`: every step, for `mosaic replay`.
    static func record<Options>(
        _ valueName: String, _ summary: String, _ keyPath: WritableKeyPath<Options, String?>
    ) -> OptionSpec<Options> {
        .value("--record", valueName, summary, keyPath)
    }
}
