import ArgumentParser
import Foundation
enum DeclarationsLeftOut {}
