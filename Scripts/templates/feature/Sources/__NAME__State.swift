import Domain
import ModuleKitCore

/// What the __NAME__ screen shows.
package struct __NAME__State: LoadingState {
    package var rows: [Post] = []
    package var isLoaded = false
    /// Why the posts could not be loaded.
    package var error: ModuleFailure?
}
