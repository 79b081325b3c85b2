#if canImport(os.signpost) && !$Embedded
    import os.signpost
#endif
enum DeclarationsLeftOut {}
