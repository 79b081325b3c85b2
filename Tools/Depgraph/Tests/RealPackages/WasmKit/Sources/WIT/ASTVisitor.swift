    mutating func visit(_ `import`: ImportSyntax) throws
    mutating func visitPost(_ `import`: ImportSyntax) throws
        case .import(let `import`):
            try walk(`import`)
enum DeclarationsLeftOut {}
