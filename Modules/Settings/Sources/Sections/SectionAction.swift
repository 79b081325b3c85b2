/// What the settings view asks a section to do to one of its rows: the verb and its arguments
/// as typed.
struct SectionAction: Sendable {
    var name: String
    var arguments: [String] = []
}
