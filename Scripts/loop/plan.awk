# The edit-run loop's plan, read from the build manifest SwiftPM wrote for the app (debug.yaml):
# for each Swift module the app builds, the command that compiles it and which image of the
# loop holds its code — the library of the feature package its sources are in, or the app's
# executable — and the command that links the app. Scripts/run-mosaic writes it after each build
# through SwiftPM and reads it between them.
# Usage: awk -v root=WORKSPACE -v app=EXECUTABLE -v out=DIR -f Scripts/loop/plan.awk debug.yaml
# Writes into DIR:
#   MODULE.args   the module's compile command, an argument a line (without -parseable-output,
#                 so that its errors read as a person's build prints them)
#   link.args     the command that links EXECUTABLE, an argument a line
#   modules.tsv   MODULE, its image (a feature package's name, or - for the executable), the
#                 folder of its objects and its .swiftmodule
#   sources.tsv   each source file and its MODULE (C files: "(c)", which only SwiftPM compiles)
#   roots.tsv     each MODULE (or C target's objects) and the folder holding all its sources,
#                 where a file added is one of its sources or resources
# Fails with one line when the manifest has no command linking EXECUTABLE.

# strings TEXT ARRAY: the strings of a JSON array of strings (SwiftPM writes every list of a command
# as one), into ARRAY[1…]; returns how many.
function strings(text, array,    count, i, c, current, quoted, escaped) {
    sub(/^ *\[/, "", text)
    sub(/\] *$/, "", text)
    if (text == "") return 0
    if (index(text, "\\") == 0) {
        count = split(substr(text, 2, length(text) - 2), array, "\",\"")
        return count
    }
    count = 0
    quoted = 0
    escaped = 0
    for (i = 1; i <= length(text); i++) {
        c = substr(text, i, 1)
        if (!quoted) {
            if (c == "\"") { quoted = 1; current = "" }
        } else if (escaped) {
            current = current c
            escaped = 0
        } else if (c == "\\") {
            escaped = 1
        } else if (c == "\"") {
            array[++count] = current
            quoted = 0
        } else {
            current = current c
        }
    }
    return count
}

# parent PATH: the folder PATH is in.
function parent(path) {
    sub(/\/[^\/]*$/, "", path)
    return path
}

# common A B: the deepest folder holding both folders.
function common(a, b) {
    while (a != b && index(b "/", a "/") != 1) a = parent(a)
    return a
}

# A command's name, then its fields, each on a line of its own.
/^  "[^"]*":$/ {
    command = substr($0, 4, length($0) - 5)
    tool = ""
    inputs = ""
    next
}
/^    tool: / { tool = substr($0, 11); next }
/^    inputs: / { inputs = substr($0, 13); next }
# A C file's command: named by its object, its inputs the file.
/^    args: / && tool == "clang" {
    objects = parent(command)
    sourceCount = strings(inputs, source)
    for (i = 1; i <= sourceCount; i++) {
        print source[i] "\t(c)" > (out "/sources.tsv")
        folder = (objects in cFolder) ? common(cFolder[objects], parent(source[i])) : parent(source[i])
        cFolder[objects] = folder
    }
    next
}
# The executable's link: the command whose output (-o) is EXECUTABLE.
/^    args: / && command ~ /\.exe$/ {
    count = strings(substr($0, 11), argument)
    for (i = 1; i < count; i++) if (argument[i] == "-o" && argument[i + 1] ~ ("/" app "$")) break
    if (i == count) next
    for (i = 1; i <= count; i++) print argument[i] > (out "/link.args")
    close(out "/link.args")
    linked = 1
    next
}
/^    args: / && command ~ /^C\..*\.module$/ {
    count = strings(substr($0, 11), argument)
    module = ""
    objects = ""
    interface = ""
    for (i = 1; i <= count; i++) {
        if (argument[i] == "-module-name") module = argument[i + 1]
        if (argument[i] == "-output-file-map") objects = parent(argument[i + 1])
        if (argument[i] == "-emit-module-path") interface = argument[i + 1]
    }
    if (module == "" || objects == "" || interface == "") next
    file = out "/" module ".args"
    for (i = 1; i <= count; i++) if (argument[i] != "-parseable-output") print argument[i] > file
    close(file)
    image = "-"
    folder = ""
    sourceCount = strings(inputs, source)
    for (i = 1; i <= sourceCount; i++) {
        if (source[i] !~ /\.swift$/) continue
        print source[i] "\t" module > (out "/sources.tsv")
        # A source SwiftPM derives (in .build) is no person's to edit.
        if (index(source[i], "/.build") == 0)
            folder = (folder == "") ? parent(source[i]) : common(folder, parent(source[i]))
        if (index(source[i], root "/Modules/") == 1) {
            image = substr(source[i], length(root "/Modules/") + 1)
            sub(/\/.*/, "", image)
        }
    }
    print module "\t" image "\t" objects "\t" interface > (out "/modules.tsv")
    if (folder != "") print module "\t" folder > (out "/roots.tsv")
}
END {
    for (objects in cFolder) print objects "\t" cFolder[objects] > (out "/roots.tsv")
    if (!linked) {
        print "error: " FILENAME " has no command linking " app ": SwiftPM's build manifest is not the one Scripts/loop/plan.awk reads" > "/dev/stderr"
        exit 1
    }
}
