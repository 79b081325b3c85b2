import ArgumentParser
import Foundation
import WIT
import WITExtractor
import WITOverlayGenerator
enum DeclarationsLeftOut {}
