#if os(Windows)
    import WinSDK
#endif
enum DeclarationsLeftOut {}
