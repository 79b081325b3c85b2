#if os(Linux) || os(Android)
import CNIOLinux
#if canImport(Android)
@preconcurrency import Android
#endif
        // linux doesn't properly report /sys/fs/cgroup/* files lengths so we use a reasonable limit
#endif
enum DeclarationsLeftOut {}
