import CNIOAtomics
enum DeclarationsLeftOut {}
