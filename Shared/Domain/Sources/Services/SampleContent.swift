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

    /// Every post, newest first: `p1` … `p42`, each with one of the sample ``photos`` (in turn).
    public static let posts: [Post] = (1...42).map { number in
        let authors: [UserID] = ["alice", "bob", "carol", "dan", "erin", "farah", "me"]
        return Post(
            id: PostID("p\(number)"), author: authors[(number - 1) % authors.count],
            caption: captions[number - 1], createdAt: newest - number * 3_600,
            baseLikes: (number * 7) % 13, photo: photos[(number - 1) % photos.count])
    }

    /// The sample photos (``SamplePhotoService``; their sources and licences are in
    /// SamplePhotos/PHOTOS.md), each with its size and what it shows.
    public static let photos: [PhotoInfo] = [
        PhotoInfo(
            id: "astronaut", width: 400, height: 400,
            alt:
                "Astronaut Eileen Collins in an orange flight suit, a space shuttle model and a flag behind her"
        ),
        PhotoInfo(
            id: "cameraman", width: 400, height: 400,
            alt: "Black and white: a man in a dark coat filming with an old camera on a tripod, on a lawn"),
        PhotoInfo(
            id: "chelsea", width: 400, height: 266, alt: "A tabby cat looking straight into the camera"),
        PhotoInfo(
            id: "coffee", width: 400, height: 267, alt: "A cup of coffee on a red saucer, on a wooden table"),
        PhotoInfo(
            id: "rocket", width: 400, height: 267, alt: "A rocket on its launch pad at dusk, lit from below"),
        PhotoInfo(
            id: "deep-field", width: 400, height: 349,
            alt: "Hundreds of distant galaxies, small lights on black"),
        PhotoInfo(
            id: "retina", width: 400, height: 400,
            alt: "The back of an eye: a red disc veined with blood vessels"),
        PhotoInfo(
            id: "clock", width: 400, height: 300, alt: "Black and white: a wall clock, blurred by motion"),
        PhotoInfo(
            id: "bricks", width: 400, height: 400, alt: "Black and white: a pavement of long grey bricks"),
        PhotoInfo(id: "grass", width: 400, height: 400, alt: "Black and white: grass, close up"),
        PhotoInfo(id: "gravel", width: 400, height: 400, alt: "Black and white: gravel, close up"),
        PhotoInfo(
            id: "equations", width: 400, height: 154,
            alt: "Black and white: handwritten equations on lined paper"),
    ]

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
        "Eileen Collins, commander — the poster I grew up with 🚀",
        "Old-school cameraman on the lawn, tripod and all 🎥",
        "東京の猫、チェルシー 🐈",
        "Espresso, doppio ☕",
        "Not a bird, but it flies: the launch pad at dusk",
        "Ten thousand galaxies in one frame ✨",
        "My optician let me keep the photo of my retina 👁️",
        "Too slow for the clock, señor ⏱️",
        "서울의 벽돌 길 🧱",
        "Rainy grass, no filter",
        "Gravel ride day 🚲 — every stone counted",
        "Crème de la maths: Thursday's equations ✏️",
        "Terminal trick \u{1B}[2J\u{1B}]0;pwned\u{07} caption",
        "Kameramann im Park, Zürich",
        "Chelsea naps on the Alfama windowsill 🐾",
        "Café au lait et croissant — parfait",
        "ロケット発射台の夕暮れ 🌆",
        "Hubble's deep field, on my wall now",
        "Eye exam, fundus edition",
        "The kitchen clock, mid-spin",
        "Neon <img src=x onerror=alert(1)> on the brick wall",
        "Grass after the storm 🌧️",
        "Bánh mì break on the gravel road",
        "数式だらけのノート ✏️",
        "Suit check before launch 👩‍🚀",
        "A photographer, not a robin, on the lawn",
        "Chelsea wants the kibbeh 🐈",
        "Coffee by the sea, finally ☕",
        "Night launch from the beach 🚀",
        "Sternenhimmel, aber tiefer ✨",
        "目の写真、きれい",
        "Za'atar timer: don't move the clock",
        "Contact sheet of brick walls, roll 12",
        "Ferry late, so: grass ⛴️",
        "바다 대신 자갈 🌊",
        "Street musician's setlist, in pencil",
        "Astronaut day at the school 🧑‍🚀",
        "Filming the Limmat, 1950s style",
        "Chelsea, queen of the sofa",
        "Lemon tart and a flat white 🍋",
        "Last light on the launch tower",
        "Deep field print for the olive-harvest cousins",
    ]

    /// The post that holds raw escape characters.
    public static let postWithEscapes: PostID = "p13"
}
