import Foundation
import HTTPServer

// The negative control of `Scripts/fuzz-parsers --self-test`: run with FUZZ_PLANTED_DEFECT=1 in
// its environment, this target reads forms through the parser with a field limit off by one,
// and the fuzzer must find a form it lets through within the CI budget. Run without it, the real
// parser is fuzzed. (One binary for both: the control costs no build of its own.)

/// Whether the planted defect is on: read once, when the target starts.
let plantedDefect = ProcessInfo.processInfo.environment["FUZZ_PLANTED_DEFECT"] == "1"

/// `FormFields(parsing:limit:)`, with the planted off-by-one (one field more than the limit) when
/// ``plantedDefect`` is on.
func parseForm(_ text: String, limit: Int) throws(FormFields.Malformed) -> FormFields {
    try FormFields(parsing: text, limit: plantedDefect ? limit + 1 : limit)
}
