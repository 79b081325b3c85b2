/// What can be asked of the settings screen itself: nothing. Each section is a module that
/// takes its own actions (see `SectionPart`); the screen passes every command to the section
/// that declares it.
enum SettingsAction: Sendable, Equatable {}
