    case `import`(ImportSyntax)
enum DeclarationsLeftOut {}
