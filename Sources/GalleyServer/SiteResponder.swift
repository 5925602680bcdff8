import Foundation
import Hummingbird

/// The rules of the static server: which file answers a request, with which status and
/// headers, and what the server adds to HTML pages.
public enum SiteResponder {
    /// Answers `method` for `target` (the request's path and query, as sent) from `site`.
    public static func respond(
        method: HTTPRequest.Method, target: String, ifNoneMatch: String?, site: ServedSite
    ) -> PageResponse {
        guard method == .get || method == .head else {
            var response = plain(.methodNotAllowed, "Only GET and HEAD are served.\n")
            response.headers[.allow] = "GET, HEAD"
            return finish(response, method: .get, ifNoneMatch: nil)
        }
        let path = String(target.prefix { $0 != "?" && $0 != "#" })
        let response: PageResponse
        switch SitePathResolver.resolve(path) {
        case .forbidden:
            response = plain(.forbidden, "Forbidden.\n")
        case .path(let sitePath):
            response = page(sitePath, requestPath: path, site: site)
        }
        return finish(response, method: method, ifNoneMatch: ifNoneMatch)
    }

    private static func page(_ sitePath: String, requestPath: String, site: ServedSite) -> PageResponse {
        guard site.hasGoodBuild else { return placeholder(site) }
        let extras = LiveReloadScript.element(buildID: site.buildID) + DiagnosticsOverlay.html(for: site.problems)
        switch site.lookup(sitePath) {
        case .file(let path):
            return file(path, status: .ok, site: site, extras: extras)
        case .addSlash:
            var response = plain(.movedPermanently, "Moved to \(requestPath)/\n")
            response.headers[.location] = requestPath + "/"
            return response
        case .missing:
            if site.files["404.html"] != nil {
                return file("404.html", status: .notFound, site: site, extras: extras)
            }
            return plain(.notFound, "Not found.\n")
        }
    }

    private static func file(_ path: String, status: HTTPResponse.Status, site: ServedSite, extras: String)
        -> PageResponse
    {
        let mediaType = MediaTypes.forPath(path)
        var body = site.files[path] ?? Data()
        if MediaTypes.isHTML(mediaType) {
            body = HTMLInjection.inject(extras, into: body)
        }
        return PageResponse(status: status, headers: [.contentType: mediaType], body: body)
    }

    /// Every page before the first good build: the first build's problems, or a note that
    /// it is still running; both reload once there is a site to show.
    private static func placeholder(_ site: ServedSite) -> PageResponse {
        let failed = !site.problems.isEmpty
        let title = failed ? "The site has errors" : "Building the site…"
        var html = """
            <!doctype html>
            <html lang="en"><head><meta charset="utf-8"><title>\(title)</title></head>
            <body style="font-family: system-ui, sans-serif; margin: 2rem"><h1>\(title)</h1>

            """
        html += DiagnosticsOverlay.html(for: site.problems, showingLastGoodBuild: false)
        html += LiveReloadScript.element(buildID: site.buildID) + "</body></html>\n"
        return PageResponse(
            status: .serviceUnavailable, headers: [.contentType: MediaTypes.forPath("index.html")],
            body: Data(html.utf8))
    }

    private static func plain(_ status: HTTPResponse.Status, _ text: String) -> PageResponse {
        PageResponse(status: status, headers: [.contentType: MediaTypes.forPath("x.txt")], body: Data(text.utf8))
    }

    /// Headers every response gets, `304` for a tag the browser already has, and no body
    /// for `HEAD`.
    private static func finish(_ response: PageResponse, method: HTTPRequest.Method, ifNoneMatch: String?)
        -> PageResponse
    {
        var response = response
        // Revalidate every time: a page may change with any save.
        response.headers[.cacheControl] = "no-cache"
        response.headers[.init("X-Content-Type-Options")!] = "nosniff"
        if response.status == .ok {
            let tag = EntityTag.of(response.body)
            response.headers[.eTag] = tag
            if let ifNoneMatch, EntityTag.ifNoneMatch(ifNoneMatch, matches: tag) {
                response.status = .notModified
                response.headers[.contentType] = nil
                response.body = Data()
                return response
            }
        }
        response.headers[.contentLength] = String(response.body.count)
        if method == .head { response.body = Data() }
        return response
    }
}
