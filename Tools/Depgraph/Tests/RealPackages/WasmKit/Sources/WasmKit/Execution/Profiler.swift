#if FileSystem
    #if canImport(Darwin)
        import Darwin
    #endif
#endif  // FileSystem
enum DeclarationsLeftOut {}
