import XCTest
@testable import ArgumentParser
enum DeclarationsLeftOut {}
