#!/usr/bin/env python3
"""Edit-to-reload time of `galley serve`: from the moment an article is saved to the
moment the reload event reaches a listening page. Usage: measure_reload.py GALLEY SITE ARTICLE [RUNS]"""
import os, re, signal, socket, statistics, subprocess, sys, time

galley, site, article = sys.argv[1], sys.argv[2], sys.argv[3]
runs = int(sys.argv[4]) if len(sys.argv) > 4 else 7
server = subprocess.Popen([galley, "serve", "--source", site, "--port", "0"], stdout=subprocess.PIPE, text=True)
try:
    port = None
    while port is None:
        line = server.stdout.readline()
        print(line.rstrip())
        m = re.match(r"Serving http://127\.0\.0\.1:(\d+)/", line)
        if m: port = int(m.group(1))
    sock = socket.create_connection(("127.0.0.1", port), timeout=30)
    sock.sendall(b"GET /_galley/events HTTP/1.1\r\nHost: x\r\n\r\n")
    buffer = b""
    def next_event():
        global buffer
        while True:
            m = re.search(rb"data: (\S+)\n", buffer)
            if m:
                buffer = buffer[m.end():]
                return m.group(1)
            buffer += sock.recv(65536)
    next_event()
    path = os.path.join(site, "content", article)
    original = open(path).read()
    times = []
    for run in range(runs):
        time.sleep(0.7)
        started = time.monotonic()
        with open(path, "w") as f:
            f.write(original + f"\n\nEdit number {run}.\n")
        next_event()
        times.append(time.monotonic() - started)
    with open(path, "w") as f:
        f.write(original)
    print("save-to-reload seconds:", " ".join(f"{t:.3f}" for t in times), f"median {statistics.median(times):.3f}")
finally:
    server.send_signal(signal.SIGINT)
    server.wait(timeout=10)
    for line in server.stdout:
        print(line.rstrip())
