import ModuleKit

/// What can be asked of a profile's header; it acts on its own person.
package enum HeaderAction: ScreenAction, Equatable {
    case follow
    case unfollow
}
