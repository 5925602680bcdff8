import GalleyServer
import Testing

@Suite struct SitePathResolverTests {
    @Test(arguments: [
        ("/", ""),
        ("/index.html", "index.html"),
        ("/guides/", "guides/"),
        ("/guides/setup", "guides/setup"),
        ("/guides//setup/", "guides/setup/"),
        ("/assets/style.css", "assets/style.css"),
        ("/tags/swift%20ui/", "tags/swift ui/"),
        ("/caf%C3%A9/", "café/"),
        ("/a..b/c.d", "a..b/c.d"),
    ])
    func resolvesPlainPaths(request: String, sitePath: String) {
        #expect(SitePathResolver.resolve(request) == .path(sitePath))
    }

    @Test(arguments: [
        "/../etc/passwd",
        "/guides/../../etc/passwd",
        "/guides/..",
        "/./index.html",
        "/%2e%2e/etc/passwd",
        "/%2E%2E/%2e%2E/etc/passwd",
        "/guides/%2e%2e/%2e%2e/etc/passwd",
        "/.%2e/etc/passwd",
        "/assets%2f..%2f..%2fetc%2fpasswd",
        "/assets%2Fstyle.css",
        "/..%5c..%5cetc%5cpasswd",
        "/guides\\..\\secret",
        "/index.html%00.css",
        "/bad%zzescape",
        "/%ff%fe",
        "etc/passwd",
        "http://127.0.0.1/etc/passwd",
    ])
    func refusesPathsThatCouldLeaveTheSite(request: String) {
        #expect(SitePathResolver.resolve(request) == .forbidden)
    }

    @Test func absolutePathsStayInsideTheSite() {
        // A doubled slash is not an absolute file path: it names a site path like any other.
        #expect(SitePathResolver.resolve("//etc/passwd") == .path("etc/passwd"))
    }
}
