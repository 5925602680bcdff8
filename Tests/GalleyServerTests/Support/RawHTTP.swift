import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A deliberately plain HTTP/1.1 client over a socket: it sends the request target
/// byte for byte (no URL library normalises `..` or `%2e` away first) and every read has
/// a deadline, so a stuck server fails a test instead of hanging it.
final class RawConnection {
    private let socketDescriptor: Int32
    private(set) var received = Data()

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    init(port: Int, timeout: TimeInterval = 10) throws {
        socketDescriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socketDescriptor >= 0 else { throw Failure(description: "socket() failed") }
        var limit = timeval(tv_sec: Int(timeout), tv_usec: 0)
        setsockopt(socketDescriptor, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(socketDescriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else {
            close(socketDescriptor)
            throw Failure(description: "cannot connect to 127.0.0.1:\(port)")
        }
    }

    deinit { close(socketDescriptor) }

    func send(_ text: String) throws {
        let bytes = Array(text.utf8)
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes { Glibc.send(socketDescriptor, $0.baseAddress, $0.count, 0) }
            guard count > 0 else { throw Failure(description: "send() failed") }
            sent += count
        }
    }

    /// Reads what has arrived; false at the end of the stream, throws at the deadline.
    @discardableResult
    func readSome() throws -> Bool {
        var buffer = [UInt8](repeating: 0, count: 65536)
        let count = buffer.withUnsafeMutableBytes { recv(socketDescriptor, $0.baseAddress, $0.count, 0) }
        if count < 0 { throw Failure(description: "no answer before the deadline") }
        received.append(contentsOf: buffer[0..<count])
        return count > 0
    }
}

/// One complete response.
struct RawResponse {
    var status: Int
    /// Header names in lower case.
    var headers: [String: String]
    var body: Data
    var text: String { String(decoding: body, as: UTF8.self) }
}

enum RawHTTP {
    /// Sends one request with `Connection: close` and reads the response to its end.
    static func request(
        _ method: String, _ target: String, port: Int, headers: [String: String] = [:]
    ) throws -> RawResponse {
        let connection = try RawConnection(port: port)
        var request = "\(method) \(target) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n"
        for (name, value) in headers { request += "\(name): \(value)\r\n" }
        try connection.send(request + "\r\n")
        while try connection.readSome() {}
        return try parse(connection.received)
    }

    static func parse(_ data: Data) throws -> RawResponse {
        guard let end = data.range(of: Data("\r\n\r\n".utf8)) else {
            throw RawConnection.Failure(description: "incomplete response: \(String(decoding: data, as: UTF8.self))")
        }
        let head = String(decoding: data[..<end.lowerBound], as: UTF8.self).components(separatedBy: "\r\n")
        let statusParts = head[0].split(separator: " ")
        guard statusParts.count >= 2, let status = Int(statusParts[1]) else {
            throw RawConnection.Failure(description: "bad status line: \(head[0])")
        }
        var headers: [String: String] = [:]
        for line in head.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(
                in: .whitespaces)
        }
        return RawResponse(status: status, headers: headers, body: Data(data[end.upperBound...]))
    }
}

/// The live-reload event stream, read as a browser's `EventSource` would.
final class EventStream {
    private let connection: RawConnection
    private var consumed = 0

    init(port: Int) throws {
        connection = try RawConnection(port: port, timeout: 1)
        try connection.send(
            "GET /_galley/events HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nAccept: text/event-stream\r\n\r\n")
    }

    /// The next `data:` value, within `timeout` seconds.
    func nextBuild(timeout: TimeInterval = 20) throws -> String {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            let text = String(decoding: connection.received, as: UTF8.self)
            let pending = text.dropFirst(consumed)
            if let start = pending.range(of: "data: "), let end = pending[start.upperBound...].firstIndex(of: "\n") {
                consumed = text.distance(from: text.startIndex, to: end)
                return String(pending[start.upperBound..<end])
            }
            guard Date() < deadline else { throw RawConnection.Failure(description: "no event within \(timeout) s") }
            // The connection's own deadline is short, so that this loop checks its own.
            _ = try? connection.readSome()
        }
    }
}
