import NIOHTTP1
import XCTest
enum DeclarationsLeftOut {}
