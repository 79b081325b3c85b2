import Domain
import FeedInterface
import LikesInterface
import ModuleKit

/// Keeps likes consistent across screens: a like or unlike anywhere reaches the likes screen and
/// every live feed and post screen through their inputs. (Screens that appear again also
/// re-read their likes, through `refresh()`.)
@MainActor
enum LikesSyncListener {
    static func install(on modules: ModuleManager) {
        func spread(_ post: PostID, liked: Bool) {
            for likes in modules.alive(LikesContext.self) {
                if liked { likes.input.postLiked(post) } else { likes.input.postUnliked(post) }
            }
            for feed in modules.alive(FeedContext.self) { feed.input.setLiked(post, liked) }
            for screen in modules.alive(PostContext.self) where screen.context.post == post {
                screen.input.setLiked(liked)
            }
        }

        modules.listen(to: FeedEvent.self) { event, _ in
            switch event {
            case .liked(let post): spread(post, liked: true)
            case .unliked(let post): spread(post, liked: false)
            case .openPost, .openProfile: return .ignored
            }
            return .handled
        }
        modules.listen(to: LikesEvent.self) { event, _ in
            guard case .unliked(let post) = event else { return .ignored }
            spread(post, liked: false)
            return .handled
        }
    }
}
