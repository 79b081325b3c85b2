import SystemPackage
enum DeclarationsLeftOut {}
