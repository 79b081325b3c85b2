import XCTest
enum DeclarationsLeftOut {}
