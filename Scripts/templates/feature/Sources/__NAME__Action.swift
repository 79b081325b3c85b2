import Domain

/// What can be asked of the __NAME__ screen, by id: whatever the host parsed it from.
package enum __NAME__Action: Sendable, Equatable {
    case open(PostID)
}
