#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes all of `text` to the open file `descriptor` — standard output (1), standard error (2),
/// a file — going on after a short write and after an interrupted one: the one loop of the
/// family's programs that writes a buffer whole (a `write(2)` alone may take part of it).
/// Returns the system's error number that stopped it (a full disk, a closed pipe), or `nil`
/// once every byte was written.
///
/// ```swift
/// writeWhole("error: no such post\n", to: 2)
/// ```
@discardableResult
public func writeWhole(_ text: String, to descriptor: Int32) -> Int32? {
    var text = text
    return text.withUTF8 { writeWhole(UnsafeRawBufferPointer($0), to: descriptor) }
}

/// Writes all of `bytes` to the open file `descriptor`, as ``writeWhole(_:to:)-(String,_)``
/// writes a text.
@discardableResult
public func writeWhole(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32? {
    var offset = 0
    while offset < bytes.count {
        let written = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
        if written < 0 && errno == EINTR { continue }
        // (A write of a positive count that writes nothing and says no error cannot go on.)
        guard written > 0 else { return written < 0 ? errno : EIO }
        offset += written
    }
    return nil
}
