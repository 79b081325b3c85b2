#if ComponentModel
    import ComponentModel
    import WAVE
#endif
enum DeclarationsLeftOut {}
