/// What can be asked of a profile's header; it acts on its own person.
enum HeaderAction: Sendable, Equatable {
    case follow
    case unfollow
}
