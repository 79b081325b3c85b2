import ModuleKit
import Testing

@Suite struct RoutingContextTests {
    @Test func childFlowsDeriveFromTheirParent() {
        let posts = RoutingContext("profile").child("posts")
        #expect(posts.description == "profile.posts")
        #expect(posts.isWithin("profile"))
        #expect(!RoutingContext("profile").isWithin(posts))
        #expect(posts.root == "profile")
    }

    @Test func aPrefixOfAComponentIsNotAParentFlow() {
        #expect(!RoutingContext("profiles.x").isWithin("profile"))
    }
}
