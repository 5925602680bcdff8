import Foundation
import Hummingbird

/// A response of the static part of the server, independent of the HTTP library so that
/// its rules can be tested as plain values.
public struct PageResponse: Sendable {
    public var status: HTTPResponse.Status
    public var headers: HTTPFields
    /// Empty for `HEAD` and `304`; `Content-Length` still gives the full length for `HEAD`.
    public var body: Data

    public init(status: HTTPResponse.Status, headers: HTTPFields = [:], body: Data = Data()) {
        self.status = status
        self.headers = headers
        self.body = body
    }
}
