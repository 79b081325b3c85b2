                // Check nested "/*"
                // Eat a block comment if it starts with "/*"
                case "import": return LexKindResult(kind: .import)
    case `import`
enum DeclarationsLeftOut {}
