enum DeclarationsLeftOut {}
