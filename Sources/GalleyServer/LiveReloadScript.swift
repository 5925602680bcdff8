/// The script the server adds to every HTML page it serves (never to built files): it
/// listens to the server's events and reloads the page when the build it shows is no
/// longer the current one.
public enum LiveReloadScript {
    /// Where the server-sent events are published.
    public static let eventsPath = "/_galley/events"

    /// The `<script>` element for a page of build `buildID`. The page compares every
    /// announced build with its own rather than waiting for a "changed" message, so a
    /// rebuild that finished between the page's request and the event stream's opening,
    /// or a restarted server, still reloads it.
    public static func element(buildID: String) -> String {
        """
        <script data-galley-live-reload>
        (() => {
          const shown = "\(buildID)";
          const events = new EventSource("\(eventsPath)");
          events.onmessage = (event) => {
            if (event.data !== shown) { events.close(); location.reload(); }
          };
        })();
        </script>

        """
    }
}
