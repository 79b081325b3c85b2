    case `import` = 0x0A
    case `import` = 0x03
enum DeclarationsLeftOut {}
