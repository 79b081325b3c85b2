import TestSupport

/// Random session lines: commands of mosaic's grammar with plausible and hostile arguments,
/// and junk (control bytes, invalid UTF-8, very long lines, huge numbers).
struct CommandGrammar {
    static let links = [
        "mosaic://feed", "mosaic://likes", "mosaic://me", "mosaic://settings", "mosaic://settings/account",
        "mosaic://settings/accounts", "mosaic://settings/notifications", "mosaic://settings/developer",
        "mosaic://profile/alice", "mosaic://profile/bob", "mosaic://profile/nobody", "mosaic://posts/carol",
        "mosaic://post/p1", "mosaic://post/p13", "mosaic://post/zzz", "mosaic://feed/profile/alice/post/p2",
        "mosaic://bogus", "mosaic://post/%1B", "other://feed", "mosaic://", "mosaic://feed//post",
    ]
    static let tabs = ["feed", "likes", "me", "settings", "nowhere"]
    static let kinds = ["likes", "comments", "follows", "messages", "sounds"]

    /// One line of a session, as bytes (junk may not be UTF-8).
    static func line(_ random: inout SeededRandom) -> [UInt8] {
        if Int.random(in: 0..<100, using: &random) < 12 { return junk(&random) }
        return Array(command(&random).utf8)
    }

    static func command(_ random: inout SeededRandom) -> String {
        func number(_ random: inout SeededRandom) -> String {
            switch Int.random(in: 0..<10, using: &random) {
            case 0: "0"
            case 1: "-3"
            case 2: "99999999999999999999999"
            case 3: "x"
            default: String(Int.random(in: 1...12, using: &random))
            }
        }
        func text(_ random: inout SeededRandom) -> String {
            let pieces = [
                "Ada", "Zoë", "東京", "👋🏽", "al\u{200B}ice", "a\u{202E}b", "\"quoted\"", "'", "\\", "  ", "x",
            ]
            return (0..<Int.random(in: 0...4, using: &random)).map { _ in
                pieces.randomElement(using: &random)!
            }
            .joined(separator: " ")
        }
        let plain = [
            "like", "unlike", "author", "more", "prev", "refresh", "help", "link", "back", "close", "grid",
            "list",
            "follow", "unfollow", "message", "account add not-an-address", "trace on", "trace off",
        ]
        switch Int.random(in: 0..<13, using: &random) {
        case 0: return "like \(number(&random))"
        case 1: return "unlike \(number(&random))"
        case 2: return "open \(number(&random))"
        case 3: return "author \(number(&random))"
        case 4: return "tab \(tabs.randomElement(using: &random)!)"
        case 5: return "open \(links.randomElement(using: &random)!)"
        case 6: return "set name \(text(&random))"
        case 7: return "set signature \(text(&random))"
        case 8: return "account add \(text(&random))@example.com"
        case 9: return "account remove \(number(&random))"
        case 10: return "toggle \(kinds.randomElement(using: &random)!)"
        default: return plain.randomElement(using: &random)!
        }
    }

    static func junk(_ random: inout SeededRandom) -> [UInt8] {
        switch Int.random(in: 0..<5, using: &random) {
        case 0:
            return (0..<Int.random(in: 1...40, using: &random)).map { _ in
                UInt8.random(in: 0...255, using: &random)
            }
            .filter { $0 != 0x0A }
        case 1: return Array("like 1\u{1B}[2J\u{07}".utf8)
        case 2: return [0xFF, 0xFE, 0x6C, 0x69, 0x6B, 0x65, 0xC3]
        case 3:
            return Array(repeating: UInt8(ascii: "a"), count: Int.random(in: 1000...100_000, using: &random))
        default:
            return Array(
                ("open mosaic://" + Array(repeating: "post/p1", count: 1000).joined(separator: "/")).utf8)
        }
    }
}
