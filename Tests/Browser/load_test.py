#!/usr/bin/env python3
"""64 browsers at once against `mosaic serve` for 30 seconds, on the loopback (bounded).

Usage: Tests/Browser/load_test.py MOSAIC [--clients N] [--seconds S]

Each client is a session of its own on a keep-alive connection: each of the first 42 likes its
own post once (the sample has 42), the others only look; then each goes round its own path — a tab, a page of the feed, a post — checking after every
step that the page it gets is its own (its tab, its page), while the others do theirs. At the
end the server is stopped with Ctrl-C: it must exit 0 and report no leak, and the data
directory must hold every like made, once. Exit 0 when all hold, else one `error:` line each.
"""
import http.client
import json
import os
import re
import signal
import subprocess
import sys
import tempfile
import threading
import time

MOSAIC = sys.argv[1]
CLIENTS = int(sys.argv[sys.argv.index("--clients") + 1]) if "--clients" in sys.argv else 64
SECONDS = float(sys.argv[sys.argv.index("--seconds") + 1]) if "--seconds" in sys.argv else 30
POSTS = 42  # the sample's posts: p1 … p42
errors = []
lock = threading.Lock()
requests = [0]


def fail(message):
    with lock:
        if len(errors) < 20:
            print(f"error: {message}", file=sys.stderr)
        errors.append(message)


class Client:
    def __init__(self, port):
        self.connection = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
        self.cookie = None
        self.token = None

    def send(self, method, path, body=None):
        headers = {"Cookie": f"mosaic-session={self.cookie}"} if self.cookie else {}
        if body is not None:
            headers["Content-Type"] = "application/x-www-form-urlencoded"
        self.connection.request(method, path, body=body, headers=headers)
        response = self.connection.getresponse()
        text = response.read().decode()
        with lock:
            requests[0] += 1
        cookie = response.getheader("Set-Cookie")
        if cookie:
            if self.cookie:
                fail(f"a session was replaced during the run ({path})")
            self.cookie = cookie.split(";")[0].split("=")[1]
        token = re.search(r'name="token" value="([0-9a-f]+)"', text)
        if token:
            self.token = token.group(1)
        return response.status, response.getheader("Location"), text

    def post(self, path, fields):
        body = "&".join(f"{name}={value}" for name, value in [("token", self.token)] + fields)
        return self.send("POST", path, body)


def run(number, port, deadline):
    client = Client(port)
    post = f"p{number % POSTS + 1}"
    try:
        status, _, page = client.send("GET", "/feed")
        # Its own like, once, on the post's own screen; the store of likes is every session's.
        status, _, page = client.send("GET", f"/feed/post/{post}")
        if status != 200:
            fail(f"client {number}: /feed/post/{post} answered {status}")
            return
        if number < POSTS:
            status, location, _ = client.post(f"/feed/post/{post}", [("do", "like"), ("w1", post)])
            if status != 303 or location != f"/feed/post/{post}":
                fail(f"client {number}: liking {post} answered {status} {location}")
        own_page = number % 4 + 1
        while time.monotonic() < deadline:
            # Its own page of the feed: from the first, pressing next page own_page - 1 times.
            client.send("GET", "/feed")
            status, _, page = client.send("GET", "/feed")
            while "page 1<" not in page:
                status, _, page = client.post("/feed", [("do", "prev")])
                status, _, page = client.send("GET", "/feed")
            for _ in range(own_page - 1):
                client.post("/feed", [("do", "more")])
            status, _, page = client.send("GET", "/feed")
            if f"page {own_page}<" not in page:
                fail(f"client {number}: its feed shows {re.search(r'page [0-9]+', page).group(0)}, not page {own_page}")
            # Its own tab.
            tab = ["likes", "me", "settings"][number % 3]
            status, _, page = client.send("GET", f"/{tab}")
            if f'href="/{tab}" aria-current="page"' not in page:
                fail(f"client {number}: /{tab} does not show its own tab")
            # Its post, liked (by itself, or by the session that likes it).
            status, _, page = client.send("GET", f"/feed/post/{post}")
            if number < POSTS and "(you like this)" not in page:
                fail(f"client {number}: {post} is not shown liked")
    except Exception as error:  # one line, whatever failed
        fail(f"client {number}: {type(error).__name__}: {error}")


data = tempfile.mkdtemp()
server = subprocess.Popen([MOSAIC, "serve", "--port", "0", "--data-dir", data], stdout=subprocess.PIPE,
                          stderr=subprocess.PIPE, text=True)
line = server.stdout.readline()
if not line.startswith("serving http://127.0.0.1:"):
    sys.exit(f"error: mosaic serve printed {line!r}")
port = int(line.strip().rstrip("/").rsplit(":", 1)[1])
deadline = time.monotonic() + SECONDS
threads = [threading.Thread(target=run, args=(number, port, deadline)) for number in range(CLIENTS)]
for thread in threads:
    thread.start()
for thread in threads:
    thread.join(SECONDS + 60)
if any(thread.is_alive() for thread in threads):
    fail("a client did not finish in time")
answering = Client(port).send("GET", "/likes")[0]
if answering != 200:
    fail(f"after the run, /likes answered {answering}")
server.send_signal(signal.SIGINT)
status = server.wait(timeout=60)
stderr = server.stderr.read()
if status != 0:
    fail(f"Ctrl-C ended the server with status {status}")
if "leak" in stderr:
    fail(f"the server reported: {stderr.strip()}")
# The likes as a fresh mosaic reads them (docs/RELIABILITY.md, "Saves and kills"): likes.json,
# then each change of likes.journal beside it after the one the file holds last — one line each,
# `<number> like "<id>" <CRC-32>` — a like saved twice being a second `like` of a liked post.
with open(os.path.join(data, "likes.json")) as file:
    saved = json.load(file)
ids = list(saved["data"])  # {"schemaVersion": 2, "data": ["p1", …], "journalThrough": N}
journal = os.path.join(data, "likes.journal")
if os.path.exists(journal):
    with open(journal) as file:
        for line in file.read().splitlines()[1:]:  # the first line names the file it follows
            match = re.fullmatch(r'(\d+) (like|unlike) (".*") [0-9a-f]{8}', line)
            if not match:
                fail(f"likes.journal holds a line mosaic does not write: {line!r}")
                continue
            if int(match.group(1)) <= saved.get("journalThrough", 0):
                continue
            post = json.loads(match.group(3))
            if match.group(2) == "like":
                ids.append(post)
            elif post in ids:
                ids.remove(post)
expected = {f"p{number + 1}" for number in range(min(CLIENTS, POSTS))}
if sorted(set(ids)) != sorted(expected) or len(ids) != len(set(ids)):
    fail(f"the likes saved hold {len(ids)} likes ({len(set(ids))} distinct), not the {len(expected)} made once each")
if errors:
    sys.exit(1)
print(f"ok: {CLIENTS} sessions for {SECONDS:.0f} s ({requests[0]} requests): each saw its own page and tab, "
      f"every like was saved once, Ctrl-C stopped the server with no leak")
