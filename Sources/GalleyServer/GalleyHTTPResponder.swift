import Foundation
import GalleyLocking
import Hummingbird

/// Hummingbird's side of the server: the live-reload event stream, and every other
/// request answered by `SiteResponder` from the current build.
struct GalleyHTTPResponder: HTTPResponder {
    typealias Context = BasicRequestContext

    let site: Locked<ServedSite>
    let broadcaster: ReloadBroadcaster

    func respond(to request: Request, context: Context) async throws -> Response {
        let target = request.head.path ?? "/"
        if request.method == .get, target.prefix(while: { $0 != "?" }) == LiveReloadScript.eventsPath {
            return events()
        }
        let page = SiteResponder.respond(
            method: request.method, target: target, ifNoneMatch: request.headers[.ifNoneMatch], site: site.current)
        let body = page.body.isEmpty ? ResponseBody() : ResponseBody(byteBuffer: ByteBuffer(bytes: page.body))
        return Response(status: page.status, headers: page.headers, body: body)
    }

    private func events() -> Response {
        let broadcaster = self.broadcaster
        let headers: HTTPFields = [.contentType: "text/event-stream", .cacheControl: "no-cache"]
        return Response(
            status: .ok, headers: headers,
            body: ResponseBody { writer in
                let (key, events) = broadcaster.subscribe()
                defer { broadcaster.unsubscribe(key) }
                for await chunk in events {
                    try await writer.write(ByteBuffer(string: chunk))
                }
                try await writer.finish(nil)
            })
    }
}
