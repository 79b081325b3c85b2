#!/usr/bin/env python3
"""Drives `mosaic serve` in a real browser: Debian's Chromium, headless, through Selenium.

Usage: Tests/Browser/browser_test.py MOSAIC [SCREENSHOT.png]

As a person would: the feed shows its posts; liking p1 shows ♥ 8; opening p1 reaches
/feed/post/p1; the browser's back returns to the feed; the likes tab lists p1; a reload keeps
everything; a hostile caption from the data is text, not an element; each post's photo loads; the
page's style applies under its Content-Security-Policy, which no other site may frame it by; the session, recorded
(--record), replays the same, and with one input changed names that step. Then, with --latency 2000,
a page first shows that it loads and then, by itself, the posts (its script runs under its policy). Exit 0 when all hold; else one
`error:` line per failure and exit 1.
"""
import os
import signal
import subprocess
import sys
import tempfile
import urllib.request

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.common.exceptions import StaleElementReferenceException
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

MOSAIC = sys.argv[1]
SCREENSHOT = sys.argv[2] if len(sys.argv) > 2 else None
failures = []


def check(condition, what):
    if not condition:
        failures.append(what)
        print(f"error: {what}", file=sys.stderr)


def serve(*options):
    """Starts `mosaic serve` on a free port; returns the process and its base URL."""
    server = subprocess.Popen(
        [MOSAIC, "serve", "--port", "0", "--in-memory", *options], stdout=subprocess.PIPE, text=True)
    line = server.stdout.readline()
    if not line.startswith("serving http://127.0.0.1:"):
        server.kill()
        sys.exit(f"error: mosaic serve printed {line!r}, not its URL")
    return server, line.split()[1].rstrip("/")


def stop(server):
    server.send_signal(signal.SIGINT)
    check(server.wait(timeout=20) == 0, "Ctrl-C did not stop the server with status 0")


def browser():
    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--window-size=1000,1200"]:
        options.add_argument(argument)
    return webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)


def rows(driver):
    return driver.find_elements(By.CSS_SELECTOR, "ul.list > li")


def press(element, label):
    """Clicks the button `label` inside `element` (a row, or the whole page)."""
    element.find_element(By.XPATH, f".//button[normalize-space()='{label}']").click()


driver = browser()
# A check that reads a page while the next one loads finds its elements gone, or none yet (the
# new document still empty: `rows(d)[0]` has no row): it looks again.
wait = WebDriverWait(driver, 20, ignored_exceptions=[StaleElementReferenceException, IndexError])
recordings = tempfile.mkdtemp()
server, base = serve("--record", recordings)
try:
    driver.get(base + "/")
    check(driver.current_url == base + "/feed", f"/ went to {driver.current_url}, not /feed")
    check("Eileen Collins, commander" in rows(driver)[0].text, "the feed does not show p1 first")
    # The page's own style applies under its policy (a nonce names it), and no other site may
    # frame the page.
    check(driver.execute_script("return getComputedStyle(document.querySelector('nav')).display") == "flex",
          "the page's style does not apply: its Content-Security-Policy refused it")
    with urllib.request.urlopen(base + "/feed") as answer:
        policy = answer.headers.get("Content-Security-Policy", "")
        check(answer.headers.get("X-Frame-Options") == "DENY" and "frame-ancestors 'none'" in policy,
              f"a page may be framed: X-Frame-Options {answer.headers.get('X-Frame-Options')}, policy {policy!r}")
    press(rows(driver)[0], "like")
    wait.until(lambda d: "♥ 8" in rows(d)[0].text)
    check(driver.current_url == base + "/feed", "after a like, the address is not the feed's")
    if SCREENSHOT:
        driver.save_screenshot(SCREENSHOT)
    press(rows(driver)[0], "open")
    wait.until(lambda d: d.current_url == base + "/feed/post/p1")
    check("♥ 8 (you like this)" in driver.page_source, "the post screen does not show the like")
    driver.back()
    wait.until(lambda d: d.current_url == base + "/feed")
    check("♥ 8" in rows(driver)[0].text, "back on the feed, p1 is not shown liked")
    driver.find_element(By.LINK_TEXT, "likes").click()
    wait.until(lambda d: d.current_url == base + "/likes")
    check("Eileen Collins, commander" in driver.find_element(By.TAG_NAME, "ul").text, "the likes tab does not list p1")
    driver.refresh()
    check("Eileen Collins, commander" in driver.find_element(By.TAG_NAME, "ul").text, "a reload lost the like")
    driver.get(base + "/feed")
    for number in (2, 3):
        # Each press loads a new page: wait for it before finding the next button (the old
        # page's button would be stale).
        press(driver, "next page")
        wait.until(lambda d, number=number: f"<p>page {number}</p>" in d.page_source)
    check("Neon <img src=x onerror=alert(1)> on the brick wall" in driver.find_element(By.TAG_NAME, "body").text,
          "the hostile caption is not shown as text")
    check(not driver.find_elements(By.CSS_SELECTOR, 'img[src="x"]'), "the hostile caption became an element")
    # Each post shows its photo: loaded by the browser from the host's own path, with its size.
    first = driver.find_element(By.CSS_SELECTOR, "ul.list img")
    check(first.get_attribute("src").endswith(".png") and "/photos/" in first.get_attribute("src"),
          "a post's photo is not served at /photos/")
    wait.until(lambda d: d.execute_script("return document.querySelector('ul.list img').naturalWidth") > 0)
    check(driver.execute_script("return document.querySelector('ul.list img').naturalWidth") == 400,
          "the first photo did not load at its size")
finally:
    stop(server)

# The browser's session, recorded, replays the same in a fresh app; with one input changed, the
# replay names that step.
recording = os.path.join(recordings, "session-1.jsonl")
replay = subprocess.run([MOSAIC, "replay", recording], capture_output=True, text=True)
check(replay.returncode == 0 and replay.stdout.startswith("same: "),
      f"the browser's recorded session does not replay the same: {replay.stdout}{replay.stderr}")
with open(recording, encoding="utf-8") as file:
    text = file.read()
changed = os.path.join(recordings, "changed.jsonl")
with open(changed, "w", encoding="utf-8") as file:
    file.write(text.replace('{"reload":"mosaic://likes"}', '{"reload":"mosaic://me"}', 1))
replay = subprocess.run([MOSAIC, "replay", changed], capture_output=True, text=True)
check(replay.returncode == 1 and "(reload mosaic://me) differs" in replay.stdout
      and "recorded: mosaic://likes (Likes)" in replay.stdout,
      f"a changed input is not named: {replay.stdout}{replay.stderr}")

server, base = serve("--latency", "2000")
try:
    driver.get(base + "/likes")
    check("Loading…" in driver.page_source, "with --latency 2000, the page did not first show it loads")
    wait.until(lambda d: "No likes yet" in d.page_source)
    check("Loading…" not in driver.page_source, "the page still shows loading after its load ended")
finally:
    stop(server)
    driver.quit()

if failures:
    sys.exit(1)
print("ok: a real browser (Chromium, Selenium) liked, opened, went back, listed likes, reloaded, and saw "
      "a hostile caption as text; its recorded session replayed the same; with --latency 2000 a page "
      "showed loading, then its content")
