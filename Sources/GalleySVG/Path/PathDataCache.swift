/// The SVG path data of paths already written, for the writers of one picture to share.
///
/// A preview's picture writes each outline several times: into its light and its dark SVG,
/// and into the signature and shape of its marks in both (`DrawnMark`), the same points
/// each time. Formatting the numbers was most of the cost of all four; looking a path up
/// costs a hash of its points. Not thread-safe: one picture, one thread.
public final class PathDataCache {
    private var written: [VectorPath: [UInt8]] = [:]

    public init() {}

    /// Appends the path's data, as ``VectorPath/svgPathData`` spells it, to `bytes`.
    func append(_ path: VectorPath, to bytes: inout [UInt8]) {
        if let data = written[path] {
            bytes.append(contentsOf: data)
            return
        }
        var data: [UInt8] = []
        path.appendSVGPathData(to: &data)
        bytes.append(contentsOf: data)
        written[path] = data
    }
}

extension PathDataCache? {
    /// Appends the path's data through the cache, or written afresh without one.
    func append(_ path: VectorPath, to bytes: inout [UInt8]) {
        if let cache = self {
            cache.append(path, to: &bytes)
        } else {
            path.appendSVGPathData(to: &bytes)
        }
    }
}
