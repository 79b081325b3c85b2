import WIT
    case `import`
enum DeclarationsLeftOut {}
