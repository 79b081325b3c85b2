import ModuleKitCore

/// A trace as JSON lines: each record one object on one line, its strings escaped as a session
/// recording's are (one JSON writer).
extension TraceRecord {
    /// The record as one JSON object on one line.
    public var jsonLine: String {
        var fields = ["\"time\":\(formatTime(time))", "\"kind\":\(jsonString(kind.rawValue))"]
        fields.append("\"module\":" + (module.map(jsonString) ?? "null"))
        fields.append("\"routingContext\":" + (routingContext.map(jsonString) ?? "null"))
        fields.append("\"summary\":" + jsonString(summary))
        return "{" + fields.joined(separator: ",") + "}"
    }

    private func formatTime(_ seconds: Double) -> String {
        let millis = Int64((seconds * 1000).rounded())
        let fraction = String(millis % 1000)
        return "\(millis / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }
}
