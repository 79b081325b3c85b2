#if MultiThread
    import Synchronization
#else
#endif
enum DeclarationsLeftOut {}
