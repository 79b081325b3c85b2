import Testing

@testable import ModuleKitCore

@Suite struct RoutingContextTests {
    @Test func childFlowsDeriveFromTheirParent() {
        let posts = RoutingContext("profile").child("posts")
        #expect(posts.description == "profile.posts")
        #expect(posts.isWithin("profile"))
        #expect(!RoutingContext("profile").isWithin(posts))
        #expect(posts.rootName == "profile")
    }

    @Test func aPrefixOfAComponentIsNotAParentFlow() {
        #expect(!RoutingContext("profiles.x").isWithin("profile"))
    }
}

@Suite struct RoutingContextSpellingTests {
    @Test func emptyComponentsAreDroppedWhereverTheyStand() {
        #expect(RoutingContext("a..b") == RoutingContext("a.b"))
        #expect(RoutingContext(".a.") == RoutingContext("a"))
        #expect(RoutingContext("..").description == "")
        #expect(RoutingContext("a..b").parts == ["a", "b"])
        #expect(RoutingContext("a").child(".b..c.").description == "a.b.c")
        #expect(RoutingContext("").child("x").description == "x")
        #expect(RoutingContext("a").child("").description == "a")
    }

    @Test func everyContextIsWithinTheEmptyOneAndItself() {
        let posts: RoutingContext = "profile.posts"
        #expect(posts.isWithin(""))
        #expect(posts.isWithin(posts))
        #expect(!RoutingContext("").isWithin(posts))
        #expect(RoutingContext("").rootName == "")
    }

    @Test func equalContextsHashAndSortAlike() {
        #expect(Set<RoutingContext>(["a.b", "a..b", ".a.b"]).count == 1)
        #expect([RoutingContext("b"), "a.c", "a"].sorted() == ["a", "a.c", "b"])
    }
}
