import WasmTypes
import struct WasmParser.Import
        Self("unknown import \(moduleName).\(externalName)")
        return Self("incompatible import type for \(importEntry.module).\(importEntry.name), expected \(expected), got \(got)")
        Self("incompatible import type: function type for \(importEntry.module).\(importEntry.name), expected \(expected), got \(actual)")
        Self("incompatible import type: table type for \(importEntry.module).\(importEntry.name), expected \(expected), got \(actual)")
        Self("incompatible import type: memory type for \(importEntry.module).\(importEntry.name), expected \(expected), got \(actual)")
        Self("incompatible import type: global type for \(importEntry.module).\(importEntry.name), expected \(expected), got \(actual)")
enum DeclarationsLeftOut {}
