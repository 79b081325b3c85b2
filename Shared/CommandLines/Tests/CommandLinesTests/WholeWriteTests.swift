import CommandLines
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite struct WholeWriteTests {
    @Test func everyByteIsWrittenAndReadBack() throws {
        var template = Array("/tmp/whole-write-XXXXXX".utf8CString)
        let descriptor = mkstemp(&template)
        try #require(descriptor >= 0)
        defer {
            close(descriptor)
            unlink(template)
        }
        // More than one write of a pipe or a terminal usually takes, in many characters.
        let text = String(repeating: "mosaic ☕ 東京\n", count: 20_000)
        #expect(writeWhole(text, to: descriptor) == nil)
        #expect(lseek(descriptor, 0, SEEK_SET) == 0)
        var back: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            back += buffer[..<count]
        }
        #expect(back == Array(text.utf8))
    }

    @Test func aDescriptorThatTakesNothingSaysWhy() {
        #expect(writeWhole("lost\n", to: -1) == EBADF)
        #expect(writeWhole("", to: -1) == nil, "nothing to write writes nothing")
    }
}
