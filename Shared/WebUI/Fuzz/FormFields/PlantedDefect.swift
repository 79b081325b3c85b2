import HTTPServer

// The negative control of `Scripts/fuzz-parsers --self-test`: built with
// `-DFUZZ_PLANTED_DEFECT`, this target reads forms through a copy of the parser's entry whose
// field limit is off by one, and the fuzzer must find a form it lets through within the CI
// budget. Built without the flag, the real parser is fuzzed.

#if FUZZ_PLANTED_DEFECT
    /// `FormFields(parsing:limit:)` with the planted off-by-one: one field more than the limit.
    func parseForm(_ text: String, limit: Int) throws(FormFields.Malformed) -> FormFields {
        try FormFields(parsing: text, limit: limit + 1)
    }
#else
    /// `FormFields(parsing:limit:)`.
    func parseForm(_ text: String, limit: Int) throws(FormFields.Malformed) -> FormFields {
        try FormFields(parsing: text, limit: limit)
    }
#endif
