import Foundation
import Testing
import WIT
import WasmKit
import WasmKitWASI
@testable import WITOverlayGenerator
                    """
                    """)
        #if os(iOS) || os(watchOS) || os(tvOS) || os(visionOS)
        #else
                    """
                    """
                let message = """
                    """
        #endif
        #if os(iOS) || os(watchOS) || os(tvOS) || os(visionOS)
        #else
                let message = """
                    """
        #endif
enum DeclarationsLeftOut {}
