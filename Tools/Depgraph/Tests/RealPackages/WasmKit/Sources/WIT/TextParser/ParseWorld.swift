        case .import:
            return try .import(.parse(lexer: &lexer, documents: documents, attributes: attributes))
        try lexer.expect(.import)
                // import foo: func(...);
                // import foo: interface { ... }
        // import foo:bar/baz;
enum DeclarationsLeftOut {}
