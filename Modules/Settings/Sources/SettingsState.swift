/// What the settings screen shows: its sections and their rows, in order.
struct SettingsState: Equatable, Sendable {
    struct Section: Equatable, Sendable {
        var title: String
        var rows: [SettingsRow]
    }

    var title = "Settings"
    var sections: [Section] = []
    var isLoaded = false
    var error: String?
}
