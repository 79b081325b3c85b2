import ArgumentParser
enum DeclarationsLeftOut {}
