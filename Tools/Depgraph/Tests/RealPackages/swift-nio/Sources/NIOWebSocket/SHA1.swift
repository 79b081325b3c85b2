import CNIOSHA1
enum DeclarationsLeftOut {}
