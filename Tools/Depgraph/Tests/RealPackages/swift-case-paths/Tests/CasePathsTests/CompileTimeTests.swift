import CasePaths
enum DeclarationsLeftOut {}
