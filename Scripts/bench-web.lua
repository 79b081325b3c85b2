-- wrk script for Scripts/bench-web. Run with `-t N -c N`: each thread drives one keep-alive
-- connection. With BENCH_COOKIES set (session cookies, space-separated), each connection is one
-- of those sessions, the same in every run; with BENCH_IF_NONE_MATCH set, each request names
-- that tag (a browser revalidating what it has). `done` prints one machine-readable line:
-- requests/s, p50 and p99 in ms, non-2xx/3xx answers, and socket errors.
local cookies = {}
for each in (os.getenv("BENCH_COOKIES") or ""):gmatch("%S+") do
    table.insert(cookies, each)
end
local threads = 0

function setup(thread)
    threads = threads + 1
    if #cookies > 0 then
        thread:set("cookie", cookies[(threads - 1) % #cookies + 1])
    end
end

local formatted = nil

function request()
    if formatted == nil then
        if cookie ~= nil then
            wrk.headers["Cookie"] = cookie
        end
        local tag = os.getenv("BENCH_IF_NONE_MATCH")
        if tag ~= nil and tag ~= "" then
            wrk.headers["If-None-Match"] = tag
        end
        formatted = wrk.format()
    end
    return formatted
end

function done(summary, latency, requests)
    local errors = summary.errors
    io.write(string.format("result %.0f %.2f %.2f %d %d\n",
        summary.requests / (summary.duration / 1e6),
        latency:percentile(50) / 1000, latency:percentile(99) / 1000,
        errors.status, errors.connect + errors.read + errors.write + errors.timeout))
end
