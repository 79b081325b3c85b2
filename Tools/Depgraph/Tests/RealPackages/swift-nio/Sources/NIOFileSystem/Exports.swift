@_exported import _NIOFileSystem
