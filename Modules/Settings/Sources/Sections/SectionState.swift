import ModuleKit

/// What a section of the settings screen shows.
struct SectionState: LoadingState {
    var title: String
    var rows: [SettingsRow] = []
    var isLoaded = false
    var error: String?
}
