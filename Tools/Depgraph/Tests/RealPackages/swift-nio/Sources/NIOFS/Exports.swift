@_exported import enum SystemPackage.CInterop
@_exported import struct SystemPackage.Errno
@_exported import struct SystemPackage.FileDescriptor
@_exported import struct SystemPackage.FilePath
@_exported import struct SystemPackage.FilePermissions
