import Dispatch
enum DeclarationsLeftOut {}
