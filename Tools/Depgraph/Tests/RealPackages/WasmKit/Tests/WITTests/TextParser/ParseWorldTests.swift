import Testing
@testable import WIT
            """
            """
            """
            """
            """
                import foo: func()
                import bar: interface {}
                import baz
            """
            guard case .import(let importItem) = item else {
                Issue.record("unexpected import type: \(importItem.kind)")
            guard case .import(let importItem) = item else {
                Issue.record("unexpected import type: \(importItem.kind)")
            guard case .import(let importItem) = item else {
                Issue.record("unexpected import type: \(importItem.kind)")
            """
            """
            """
            """
            """
            """
            """
            """
            """
            """
            """
            """
            """
            """
            """
            """
            """
            """
            """
            """
enum DeclarationsLeftOut {}
