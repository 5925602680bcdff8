#if canImport(Glibc)
    import Glibc
    import GalleySite

    /// `ChangeWatcher` on Linux: an inotify watch on every folder under the watched ones,
    /// read on the watcher's thread.
    ///
    /// It watches what `SourceFingerprint` scans: real folders only (a linked folder is not
    /// followed, as the build does not follow it), none whose name starts with a dot, and
    /// events about hidden names (editors' swap files) are not changes. Folders created or
    /// moved in later get watches of their own; a watched folder that does not exist is
    /// looked for when its parent changes and at every stop check, so it is noticed when it
    /// appears.
    ///
    /// Not thread-safe, and it need not be: `ChangeWatcher` sets it up, then hands it to
    /// its thread (through a `HandOff`), the only one to use it from then on.
    final class InotifyWatcher {
        private struct Watch {
            var path: String
            /// False for the parent of a watched folder that is missing: its events only
            /// mean that the folder may have appeared.
            var isInTree: Bool
        }

        /// What every watch listens for: anything that changes a file or a folder's entries.
        private static let events = UInt32(
            IN_CLOSE_WRITE | IN_MODIFY | IN_CREATE | IN_DELETE | IN_MOVED_FROM | IN_MOVED_TO | IN_ATTRIB
                | IN_DELETE_SELF | IN_MOVE_SELF)
        /// Events that end a change: a file written and closed, moved in, or deleted. When
        /// the last change so far is one of these, no file is half-written, and the watcher
        /// waits only `timing.savedQuietPeriod` for more.
        private static let completions = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_DELETE)
        /// Events that mean the watched folder itself is gone from where it was.
        private static let folderGone = UInt32(IN_DELETE_SELF | IN_MOVE_SELF | IN_IGNORED)

        private let descriptor: Int32
        private let roots: [String]
        private var watches: [Int32: Watch] = [:]
        private var treeWatches: [String: Int32] = [:]
        private var parentWatches: [String: Int32] = [:]
        /// Large enough for many events at once (one takes 16 bytes plus its name).
        private var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        private var isClosed = false

        /// Opens inotify and watches `folders`; throws when inotify cannot be opened or the
        /// system's limit of watches is reached.
        init(folders: [String]) throws(ChangeWatcher.Unavailable) {
            descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
            guard descriptor >= 0 else {
                throw ChangeWatcher.Unavailable(reason: "inotify is unavailable (\(String(cString: strerror(errno))))")
            }
            roots = folders
            do {
                _ = try watchMissingRoots()
            } catch {
                close()
                throw error
            }
        }

        deinit { close() }

        /// Reads events until `shouldStop` says so, calling `notify` once the folders have
        /// been quiet for `timing.quietPeriod` after a change, `timing.savedQuietPeriod`
        /// after one that completes a save (or changed for `timing.longestWait`). Closes inotify when it returns; throws when a new folder
        /// cannot be watched because the system's limit of watches is reached.
        func run(
            timing: ChangeWatcher.Timing, shouldStop: () -> Bool, notify: () -> Void
        ) throws(ChangeWatcher.Unavailable) {
            defer { close() }
            let clock = ContinuousClock()
            var burstStart: ContinuousClock.Instant?
            var lastChange = clock.now
            var quietPeriod = timing.quietPeriod
            while !shouldStop() {
                var wait = ChangeWatcher.Timing.stopCheckInterval
                if let start = burstStart {
                    let due = min(lastChange + quietPeriod, start + timing.longestWait)
                    let left = clock.now.duration(to: due)
                    if left <= .zero {
                        burstStart = nil
                        notify()
                        continue
                    }
                    wait = min(wait, left)
                }
                var change = try waitForEvents(upTo: wait)
                if try watchMissingRoots() { change = .inProgress }
                if let change {
                    lastChange = clock.now
                    if burstStart == nil { burstStart = lastChange }
                    quietPeriod = change == .completed ? timing.savedQuietPeriod : timing.quietPeriod
                }
            }
        }

        /// What the last change among a batch of events was.
        private enum Change {
            /// A file being written, created, or anything else that more events may follow.
            case inProgress
            /// A save's last step (`completions`).
            case completed
        }

        /// Waits up to `wait` for events and handles those that came; the last change among
        /// them, nil if none was a change. One read at most, so that changes that never stop
        /// cannot keep `run` from telling.
        private func waitForEvents(upTo wait: Duration) throws(ChangeWatcher.Unavailable) -> Change? {
            var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            // Rounded up: a timeout rounded down to 0 would spin until the deadline.
            let milliseconds = Int32((wait / .milliseconds(1)).rounded(.up))
            guard poll(&entry, 1, milliseconds) > 0 else { return nil }
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { return nil }
            var events: [(descriptor: Int32, mask: UInt32, name: String)] = []
            buffer.withUnsafeBytes { bytes in
                let header = MemoryLayout<inotify_event>.size
                var offset = 0
                while offset + header <= count {
                    let event = bytes.loadUnaligned(fromByteOffset: offset, as: inotify_event.self)
                    let name = bytes[(offset + header)..<(offset + header + Int(event.len))].prefix { $0 != 0 }
                    events.append((event.wd, event.mask, String(decoding: name, as: UTF8.self)))
                    offset += header + Int(event.len)
                }
            }
            var change: Change?
            for event in events where try handle(event.descriptor, event.mask, event.name) {
                change = event.mask & Self.completions != 0 ? .completed : .inProgress
            }
            return change
        }

        /// Updates the watches for one event; true if it is a change to the watched files.
        private func handle(_ descriptor: Int32, _ mask: UInt32, _ name: String) throws(ChangeWatcher.Unavailable)
            -> Bool
        {
            if mask & UInt32(IN_Q_OVERFLOW) != 0 {
                // Events were lost, folders created among them too: start again.
                for descriptor in Array(watches.keys) { unwatch(descriptor) }
                _ = try watchMissingRoots()
                return true
            }
            // None for a watch already removed: its last events may still arrive.
            guard let watch = watches[descriptor] else { return false }
            if mask & Self.folderGone != 0 {
                // Unless a newer folder took its path since, whatever was watched under it
                // went with it; a watched folder that went is looked for again.
                let isCurrent = treeWatches[watch.path] == descriptor || parentWatches.values.contains(descriptor)
                let lostTree = isCurrent && unwatchTree(under: watch.path)
                unwatch(descriptor)
                return watch.isInTree || lostTree
            }
            guard !name.isEmpty else { return watch.isInTree }  // the folder's own attributes
            guard !name.hasPrefix("."), watch.isInTree else { return false }
            if mask & UInt32(IN_ISDIR) != 0 {
                let path = watch.path + "/" + name
                if mask & UInt32(IN_MOVED_FROM | IN_DELETE) != 0 { _ = unwatchTree(under: path) }
                if mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0 { try watchTree(path, isRoot: false) }
            }
            return true
        }

        /// Watches every watched folder that is not watched yet and exists now, or else its
        /// parent, so as to hear of its creation; true if one was watched anew.
        private func watchMissingRoots() throws(ChangeWatcher.Unavailable) -> Bool {
            var found = false
            for root in roots where treeWatches[root] == nil {
                var info = stat()
                if stat(root, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR {
                    try watchTree(root, isRoot: true)
                    found = found || treeWatches[root] != nil
                } else {
                    // A parent that does not exist either is looked for at every stop check.
                    let parent = String(root[..<(root.lastIndex(of: "/") ?? root.startIndex)])
                    if !parent.isEmpty, parentWatches[parent] == nil {
                        try addWatch(parent, followingLinks: true, isInTree: false)
                    }
                }
            }
            return found
        }

        /// Watches `path` and every real, visible folder under it. A watched folder itself
        /// may be a link (`content` linked elsewhere is still the site's content); a folder
        /// under it that is a link is not followed.
        private func watchTree(_ path: String, isRoot: Bool) throws(ChangeWatcher.Unavailable) {
            guard try addWatch(path, followingLinks: isRoot, isInTree: true) else { return }
            for entry in FolderListing.visibleEntries(of: path) where entry.isFolder {
                try watchTree(entry.path, isRoot: false)
            }
        }

        /// Adds one watch; false if there is nothing to watch there (any more) or it may not
        /// be read, which the build would report; throws when the limit of watches is reached.
        @discardableResult
        private func addWatch(
            _ path: String, followingLinks: Bool, isInTree: Bool
        ) throws(ChangeWatcher.Unavailable) -> Bool {
            let flags = UInt32(IN_ONLYDIR) | (followingLinks ? 0 : UInt32(IN_DONT_FOLLOW))
            let added = inotify_add_watch(descriptor, path, Self.events | flags)
            guard added >= 0 else {
                if errno == ENOSPC || errno == ENOMEM {
                    throw ChangeWatcher.Unavailable(
                        reason: "the system's limit of inotify watches is reached (fs.inotify.max_user_watches)")
                }
                return false
            }
            guard let old = watches[added] else {
                watches[added] = Watch(path: path, isInTree: isInTree)
                if isInTree { treeWatches[path] = added } else { parentWatches[path] = added }
                return true
            }
            // Adding a watch for a folder watched already returns the same watch. As the
            // parent of a missing folder, it serves as it is (nested watched folders).
            // Otherwise the folder moved, and the watch answers to the new path only.
            if !isInTree {
                parentWatches[path] = added
            } else {
                if old.path != path, treeWatches[old.path] == added { treeWatches[old.path] = nil }
                watches[added] = Watch(path: path, isInTree: true)
                treeWatches[path] = added
            }
            return true
        }

        /// Removes the watches of `path` and of every folder under it; true if there were any.
        private func unwatchTree(under path: String) -> Bool {
            let inside = path + "/"
            let doomed = treeWatches.filter { $0.key == path || $0.key.hasPrefix(inside) }.map(\.value)
            for descriptor in doomed { unwatch(descriptor) }
            return !doomed.isEmpty
        }

        /// Removes one watch. The kernel may have removed it already (the folder was
        /// deleted): that error is of no consequence, and the number is not reused soon.
        private func unwatch(_ descriptor: Int32) {
            guard let watch = watches.removeValue(forKey: descriptor) else { return }
            if treeWatches[watch.path] == descriptor { treeWatches[watch.path] = nil }
            parentWatches = parentWatches.filter { $0.value != descriptor }
            inotify_rm_watch(self.descriptor, descriptor)
        }

        private func close() {
            guard !isClosed else { return }
            isClosed = true
            Glibc.close(descriptor)
        }
    }
#endif
