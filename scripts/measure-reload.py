#!/usr/bin/env python3
"""Edit-to-reload time of a development server: from the moment an article is saved to
the moment (a) the server serves the page with the edit in it and, for Galley, (b) the
reload event reaches a listening page.

Usage: measure-reload.py galley GALLEY SITE ARTICLE [RUNS] [prose|title]
       measure-reload.py hugo   HUGO   SITE ARTICLE [RUNS] [prose|title]

ARTICLE is the article's path under SITE/content ("articles/a00010.md"); its page is
fetched at /articles/a00010/ on both servers. A `prose` edit adds a paragraph (only the
article changes); a `title` edit renames the article (every page listing it changes). Both are measured the same way, by
fetching the page every 2 ms until the edit shows, so the numbers compare."""
import os, re, signal, socket, statistics, subprocess, sys, time, urllib.request

kind, program, site, article = sys.argv[1:5]
runs = int(sys.argv[5]) if len(sys.argv) > 5 else 7
edit = sys.argv[6] if len(sys.argv) > 6 else "prose"


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


port = free_port()
if kind == "galley":
    command = [program, "serve", "--source", site, "--port", str(port)]
else:
    command = [program, "server", "--source", site, "--port", str(port), "--bind", "127.0.0.1", "--quiet"]
server = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
page_path = "/" + os.path.splitext(article)[0] + "/"
page_url = f"http://127.0.0.1:{port}{page_path}"


def fetch():
    try:
        with urllib.request.urlopen(page_url, timeout=10) as response:
            return response.read().decode()
    except Exception:
        return ""


try:
    deadline = time.monotonic() + 120
    while "<html" not in fetch().lower():
        if time.monotonic() > deadline:
            sys.exit(f"{kind} did not serve {page_url}")
        time.sleep(0.05)

    events = None
    if kind == "galley":
        events = socket.create_connection(("127.0.0.1", port), timeout=30)
        events.sendall(b"GET /_galley/events HTTP/1.1\r\nHost: x\r\n\r\n")
    buffer = b""

    def next_event():
        global buffer
        while True:
            m = re.search(rb"data: (\S+)\n", buffer)
            if m:
                buffer = buffer[m.end():]
                return m.group(1)
            buffer += events.recv(65536)

    if events:
        next_event()
    path = os.path.join(site, "content", article)
    original = open(path).read()
    content_times, event_times = [], []
    for run in range(runs):
        time.sleep(1.0)
        marker = f"Edit number {run} at {time.time_ns()}."
        started = time.monotonic()
        if edit == "title":
            # Inside the quotes of a quoted title (the benchmark corpus quotes them all):
            # after them, the front matter would no longer be YAML.
            changed = re.sub(
                r'^title: (")?(.*?)(")?$',
                lambda m: f"title: {m.group(1) or ''}{m.group(2)} {marker}{m.group(3) or ''}",
                original, count=1, flags=re.M)
        else:
            changed = original + f"\n\n{marker}\n"
        with open(path, "w") as f:
            f.write(changed)
        if events:
            next_event()
            event_times.append(time.monotonic() - started)
        while marker not in fetch():
            time.sleep(0.002)
        content_times.append(time.monotonic() - started)
    with open(path, "w") as f:
        f.write(original)

    def summary(times):
        return " ".join(f"{t:.3f}" for t in times) + f" median {statistics.median(times):.3f}"

    if event_times:
        print("save-to-reload-event seconds:", summary(event_times))
    print("save-to-new-page seconds:", summary(content_times))
finally:
    server.send_signal(signal.SIGINT)
    try:
        server.wait(timeout=10)
    except subprocess.TimeoutExpired:
        server.kill()
