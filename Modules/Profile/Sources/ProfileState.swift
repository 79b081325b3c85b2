/// What the profile itself holds; the header and the posts keep their own state (the posts'
/// layout too: the profile asks them).
package struct ProfileState: Equatable, Sendable {
    /// Why the posts could not be embedded.
    package var postsError: String?
}
