# The lines of a Swift source that depgraph's reading depends on (Scripts/depgraph-fixture):
# imports and the attributes on the lines before them, `#if` lines (a block left with nothing
# but directives goes), `#externalMacro` and the three lines after it, the delimiters of comments
# and multi-line strings, and every line that holds the word import. A file that declared
# anything else ends with one stand-in declaration, so that it still declares something.
function keep(text) { kept[++count] = text }
/^[ \t]*#(if|elseif|else|endif)([^A-Za-z0-9_]|$)/ { keep($0); next }
/^[ \t]*@[A-Za-z_]+(\([^)]*\))?[ \t]*$/ { held = held $0 "\n"; next }
/(^|[^A-Za-z0-9_])import([^A-Za-z0-9_]|$)/ || /"""/ || /\/\*/ || /\*\// || /#externalMacro/ || after_macro > 0 {
    if (held != "" && $0 ~ /import/) keep(substr(held, 1, length(held) - 1))
    held = ""
    after_macro = ($0 ~ /#externalMacro/) ? 3 : after_macro - 1
    keep($0)
    next
}
/[^ \t]/ && !/^[ \t]*\/\// { declares = 1; held = "" }
END {
    depth = 0
    for (i = 1; i <= count; i++) {
        if (kept[i] ~ /^[ \t]*#if/) {
            open[++depth] = i
        } else if (kept[i] ~ /^[ \t]*#endif/ && depth > 0) {
            start = open[depth--]
            empty = 1
            for (j = start + 1; j < i; j++) {
                if (!(j in gone) && kept[j] !~ /^[ \t]*#(if|elseif|else|endif)/) { empty = 0; break }
            }
            if (empty) { for (j = start; j <= i; j++) gone[j] = 1 }
        }
    }
    for (i = 1; i <= count; i++) if (!(i in gone)) print kept[i]
    if (declares) print "enum DeclarationsLeftOut {}"
}
