import Domain

/// The content mosaic ships with: people and posts, always the same, so that screens, tests
/// and demos can name them (`alice`, `p2`).
///
/// Captions mix accents, CJK and emoji; post `p13` holds raw control and escape characters,
/// which every screen must show inert.
public enum SampleContent {
    /// Everyone, the signed-in user `me` included.
    public static let users: [User] = [
        User(id: "alice", displayName: "Alice Martín", bio: "Film photography, mostly Lisbon."),
        User(id: "bob", displayName: "Bob Okafor", bio: "Street & night shots 🌃"),
        User(id: "carol", displayName: "Carol 陈", bio: "山と海 — mountains and the sea."),
        User(id: "dan", displayName: "Dan Müller", bio: "Coffee, bikes, Zürich."),
        User(id: "erin", displayName: "Erin Ó Briain", bio: "Birds. Just birds. 🐦"),
        User(id: "farah", displayName: "Farah Haddad", bio: "Food, family, Beirut ☀️"),
        User(id: .me, displayName: "Me", bio: "Trying out mosaic."),
    ]

    /// Every post, newest first: `p1` … `p42`.
    public static let posts: [Post] = (1...42).map { number in
        let authors: [UserID] = ["alice", "bob", "carol", "dan", "erin", "farah", "me"]
        return Post(
            id: PostID("p\(number)"), author: authors[(number - 1) % authors.count],
            caption: captions[number - 1], createdAt: newest - number * 3_600,
            baseLikes: (number * 7) % 13)
    }

    /// Whom the signed-in user follows on a new installation.
    public static let initialFollowing: [UserID] = ["alice", "carol"]

    /// Who follows whom among the sample users (besides the signed-in user's own follows).
    public static func followers(of user: UserID) -> Int {
        user == .me ? 3 : (user.rawValue.unicodeScalars.reduce(0) { $0 + Int($1.value) } % 50) + 10
    }

    /// Whom a sample user follows.
    public static func following(of user: UserID) -> Int {
        user == .me ? 0 : (user.rawValue.count * 7) % 30 + 5
    }

    private static let newest = 1_790_000_000

    private static let captions = [
        "Morning light over the Tejo ☀️",
        "Café au lait et croissant — parfait",
        "東京の夜景 🌃",
        "Schönes Wochenende in den Bergen",
        "A heron, finally 🐦",
        "Mezze night with everyone 🫓",
        "First roll of film developed!",
        "Ñandú at the zoo, señor",
        "서울의 봄 🌸",
        "Rainy tram ride, no filter",
        "Crème brûlée attempt #3",
        "Bicycle repair day 🚲",
        "Terminal trick \u{1B}[2J\u{1B}]0;pwned\u{07} caption",
        "Sunset at Cabo da Roca",
        "京都の紅葉 🍁",
        "Espresso, doppio ☕",
        "Kingfisher! 💙",
        "Grandmother's kibbeh recipe",
        "Piña colada by the sea 🍹",
        "Fog on the Limmat",
        "Neon <img src=x onerror=alert(1)> reflections",
        "Tram 28, again",
        "Bánh mì from the corner stand",
        "富士山が見えた 🗻",
        "Wadi Qadisha in the mist",
        "Robin on the balcony rail",
        "Sourdough, day four",
        "Alfama rooftops at dusk",
        "Ramen in the rain 🍜",
        "Marktplatz on a Saturday",
        "Two swans, one lake",
        "Za'atar manakish for breakfast",
        "Contact sheet, roll 12",
        "Ferry across the Bosphorus ⛴️",
        "바다 냄새 🌊",
        "Street musician, Rua Augusta",
        "Lemon tart, finally right 🍋",
        "Chain grease everywhere",
        "Late train home",
        "Owl at the edge of the woods 🦉",
        "Olive harvest with the cousins",
        "Last light on the Uetliberg",
    ]

    /// The post that holds raw escape characters.
    public static let postWithEscapes: PostID = "p13"
}
