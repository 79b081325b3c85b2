import App

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// mosaic: a photo-sharing app for the terminal, composed from isolated modules.
exit(await MosaicApp.run(arguments: Array(CommandLine.arguments.dropFirst())))
