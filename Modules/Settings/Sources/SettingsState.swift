/// What the settings screen itself shows: its title. Each section keeps its own rows.
struct SettingsState: Equatable, Sendable {
    var title = "Settings"
}
