import Testing
import WebHost

@MainActor
@Suite struct PagePolicyTests {
    /// Found by attacking the server (issue 86): a page carried no framing or content policy, so
    /// another site could frame it and its forms acted on a click.
    @Test func aPageMayBeFramedByNoOneAndRunsOnlyItsOwnStyleAndScript() async {
        let browser = WebShellTests.Browser(WebShell { try sampleApp() })
        let page = await browser.get("/list")
        let policy = page.header("Content-Security-Policy") ?? ""
        for directive in [
            "default-src 'none'", "frame-ancestors 'none'", "form-action 'self'", "img-src 'self'",
            "connect-src 'self'", "base-uri 'none'",
        ] {
            #expect(policy.contains(directive), "\(directive)")
        }
        let nonce = policy.nonce ?? ""
        #expect(nonce.count == 32)
        #expect(page.text.contains("<style nonce=\"\(nonce)\">"), "its style runs under its policy")
        let again = await browser.get("/list")
        #expect(again.header("Content-Security-Policy")?.nonce != nonce, "a nonce for each answer")
        let refused = await browser.post("/list", [("do", "add")], token: "forged")
        #expect(
            refused.status == 403
                && refused.header("Content-Security-Policy")?.contains("frame-ancestors 'none'") == true)
    }
}

extension String {
    /// The nonce a `Content-Security-Policy` names for its style and script.
    var nonce: String? {
        components(separatedBy: "'nonce-").dropFirst().first?.prefix { $0 != "'" }.description
    }
}
