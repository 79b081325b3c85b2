@_exported import NIOCore
@_exported import NIOEmbedded
@_exported import NIOPosix
