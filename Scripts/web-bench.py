#!/usr/bin/env python3
"""Pages per second and latency of `mosaic serve`, at 1, 16 and 64 keep-alive connections.

Usage: Scripts/web-bench.py MOSAIC [--seconds S]   (Scripts/bench-web builds the release binary)

For each number of connections, two rows from the same server in the same run: `/feed` (a whole
page: the session's feed, its tabs and 10 posts with their forms) and the server's smallest
response (`/_wait` on an idle screen: 204 with no body) as the baseline, so that the page's own
cost reads apart from HTTP's and the client's. Each connection is a session of its own. The
client is Python's standard library: the absolute numbers bound what it can send; the ratio to
the baseline is the page's. A benchmark, not a test: it prints a table and checks nothing.
"""
import http.client
import statistics
import subprocess
import sys
import threading
import time

MOSAIC = sys.argv[1]
SECONDS = float(sys.argv[sys.argv.index("--seconds") + 1]) if "--seconds" in sys.argv else 5


def measure(port, path, connections):
    latencies = [[] for _ in range(connections)]
    start_line = threading.Barrier(connections + 1)
    deadline = [0.0]

    def client(number):
        connection = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
        connection.request("GET", "/feed")
        response = connection.getresponse()
        response.read()
        headers = {"Cookie": response.getheader("Set-Cookie").split(";")[0]}
        start_line.wait()
        while time.monotonic() < deadline[0]:
            began = time.monotonic()
            connection.request("GET", path, headers=headers)
            connection.getresponse().read()
            latencies[number].append(time.monotonic() - began)

    threads = [threading.Thread(target=client, args=(number,)) for number in range(connections)]
    for thread in threads:
        thread.start()
    deadline[0] = time.monotonic() + SECONDS
    start_line.wait()
    for thread in threads:
        thread.join()
    every = sorted(sum(latencies, []))
    return len(every) / SECONDS, every[len(every) // 2] * 1000, every[int(len(every) * 0.99)] * 1000


server = subprocess.Popen([MOSAIC, "serve", "--port", "0", "--in-memory"], stdout=subprocess.PIPE, text=True)
port = int(server.stdout.readline().strip().rstrip("/").rsplit(":", 1)[1])
print("| connections | response | pages/s | p50 ms | p99 ms | pages/s vs baseline |")
print("|---:|---|---:|---:|---:|---:|")
try:
    for connections in [1, 16, 64]:
        baseline = measure(port, "/_wait", connections)
        page = measure(port, "/feed", connections)
        for name, (rate, p50, p99) in [("smallest (`/_wait`, 204)", baseline), ("`/feed`", page)]:
            ratio = rate / baseline[0]
            print(f"| {connections} | {name} | {rate:,.0f} | {p50:.2f} | {p99:.2f} | {ratio:.2f}× |")
finally:
    server.terminate()
    server.wait()
