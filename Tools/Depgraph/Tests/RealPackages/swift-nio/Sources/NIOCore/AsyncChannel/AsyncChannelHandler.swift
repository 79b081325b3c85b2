import DequeModule
enum DeclarationsLeftOut {}
