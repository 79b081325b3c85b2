import Atomics
@_spi(CustomByteBufferAllocator) @testable import NIOCore
import NIOFoundationCompat
import XCTest
import _NIOBase64
import struct Foundation.Data
        let expected = """
            """
        let expected = """
            """
        let expected = """
            """
            string: """
                """
        let expected = """
            """
        let expected = """
            """
enum DeclarationsLeftOut {}
