/// A section of a sectioned screen (a table with cell groups): a submodule that makes its own
/// rows, asynchronously, and handles the actions on them.
///
/// `Action` is whatever the screen's view parsed its input into; the container only carries it
/// to the section that made the row.
@MainActor
public protocol SectionModule<Row, Action>: AnyObject, Sendable {
    /// What one row holds.
    associatedtype Row: Sendable
    /// What can be done to a row.
    associatedtype Action
    /// The section's heading.
    var title: String { get }
    /// The section's rows, loaded from wherever they come from. An error is kept with the
    /// section (``SectionedContainer/Section/failure``) for the screen to say.
    func rows() async throws -> [Row]
    /// Performs `action` on `row`, one of this section's rows. Throws an error whose description
    /// is one line for a person when the section refuses.
    func perform(_ action: Action, on row: Row) async throws
}

/// A screen made of section submodules (the settings pattern): it asks every section for its
/// rows at once, joins them in section order whatever order they finish in, and sends an
/// action on a row back to the section that made it.
///
/// ```swift
/// let table = SectionedContainer<SettingsRow, SettingsAction>(sections: [account, notifications])
/// await table.reload()
/// try await table.perform(.toggle, onRow: 3)
/// ```
@MainActor
public final class SectionedContainer<Row: Sendable, Action> {
    /// A loaded section: its heading and rows, or why it has none.
    public struct Section: Sendable {
        /// The section's heading.
        public let title: String
        /// The section's rows, in order (none when it failed).
        public let rows: [Row]
        /// Why the section could not load its rows (its error's description), or `nil`.
        public let failure: String?
    }

    /// The sections, in display order.
    public private(set) var sections: [any SectionModule<Row, Action>]
    /// The rows as last loaded, grouped by section, in section order.
    public private(set) var loaded: [Section] = []

    /// A container of `sections`, in display order; nothing is loaded until ``reload()``.
    public init(sections: [any SectionModule<Row, Action>]) {
        self.sections = sections
    }

    /// Every loaded row with the index of its section, in display order.
    public var rows: [(section: Int, row: Row)] {
        loaded.enumerated().flatMap { index, section in section.rows.map { (index, $0) } }
    }

    /// Asks every section for its rows concurrently and keeps them in section order; a
    /// section that fails keeps its error and no rows.
    @discardableResult
    public func reload() async -> [Section] {
        // Every section starts at once; the results are read back in section order.
        let tasks = sections.map { section in
            Task { @MainActor in
                do {
                    return Section(title: section.title, rows: try await section.rows(), failure: nil)
                } catch {
                    return Section(title: section.title, rows: [], failure: String(describing: error))
                }
            }
        }
        var results: [Section] = []
        for task in tasks { results.append(await task.value) }
        loaded = results
        return loaded
    }

    /// Performs `action` on displayed row `number` (1-based, across sections) by asking the
    /// section that made the row, then reloads. Throws ``SectionedContainerError/noSuchRow(_:count:)``
    /// when the number is not on screen, and whatever the section refused with.
    public func perform(_ action: Action, onRow number: Int) async throws {
        let rows = self.rows
        guard rows.indices.contains(number - 1) else {
            throw SectionedContainerError.noSuchRow(number, count: rows.count)
        }
        let (section, row) = rows[number - 1]
        try await sections[section].perform(action, on: row)
        await reload()
    }
}

/// Why a sectioned container could not act on a row.
public enum SectionedContainerError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A row number that is not displayed: the list has `count` rows.
    case noSuchRow(Int, count: Int)

    public var description: String {
        switch self {
        case .noSuchRow(let row, let count):
            count == 0 ? "no row \(row): the list is empty" : "no row \(row): choose 1 to \(count)"
        }
    }
}
