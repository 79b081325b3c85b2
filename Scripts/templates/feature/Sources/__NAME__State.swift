import Domain
import ModuleKit

/// What the __NAME__ screen shows.
struct __NAME__State: LoadingState {
    var rows: [Post] = []
    var isLoaded = false
    /// Why the posts could not be loaded.
    var error: String?
}
