-- wrk script for Scripts/bench-web. Run with `-t N -c N`: each thread drives one keep-alive
-- connection. With the argument `session` that connection is a session of mosaic's own: its first
-- request opens /feed and takes the session's cookie, which every later request carries.
-- `done` prints one machine-readable line: requests/s, p50 and p99 in ms, non-2xx/3xx answers,
-- and socket errors.
local session = false
local cookie = nil

function init(args)
    session = args[1] == "session"
end

function request()
    if session and cookie == nil then
        return wrk.format("GET", "/feed")
    end
    if cookie ~= nil then
        wrk.headers["Cookie"] = cookie
    end
    return wrk.format()
end

function response(status, headers, body)
    if session and cookie == nil then
        local set = headers["Set-Cookie"] or headers["set-cookie"]
        if set ~= nil then
            cookie = set:match("^[^;]+")
        end
    end
end

function done(summary, latency, requests)
    local errors = summary.errors
    io.write(string.format("result %.0f %.2f %.2f %d %d\n",
        summary.requests / (summary.duration / 1e6),
        latency:percentile(50) / 1000, latency:percentile(99) / 1000,
        errors.status, errors.connect + errors.read + errors.write + errors.timeout))
end
