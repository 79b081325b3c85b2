import WIT
enum DeclarationsLeftOut {}
