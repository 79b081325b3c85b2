#if ComponentModel
    import ComponentModel
#endif
enum DeclarationsLeftOut {}
