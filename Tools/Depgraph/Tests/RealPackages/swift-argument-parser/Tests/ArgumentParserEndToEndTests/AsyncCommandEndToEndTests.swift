import ArgumentParser
import XCTest
enum DeclarationsLeftOut {}
