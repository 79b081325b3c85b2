import PercentEncoding
import Testing

/// The README's example, compiled and run.
@Suite struct ReadmeExampleTests {
    @Test func theReadmesLinkSegmentAndFormFieldRoundTrip() throws {
        // snippet: percent-encoding-readme
        // A link's segment, written with every byte but RFC 3986's unreserved ones escaped…
        let segment = PercentEncoding.encode("café au lait", keeping: PercentEncoding.isUnreserved)
        // …reads back as the text it was ("caf%C3%A9%20au%20lait" → "café au lait").
        let name = try PercentEncoding.decode(segment)
        // A form's field writes a space as "+".
        let field = try PercentEncoding.decode("caf%C3%A9+au+lait", plusIsSpace: true)
        // A broken escape, or bytes that are not UTF-8, are refused.
        let broken = (try? PercentEncoding.decode("caf%C3")) == nil
        // end
        #expect(segment == "caf%C3%A9%20au%20lait" && name == "café au lait" && field == name && broken)
    }
}
