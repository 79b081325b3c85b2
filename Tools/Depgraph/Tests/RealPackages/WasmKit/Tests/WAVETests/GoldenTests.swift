#if ComponentModel
    import ComponentModel
    import Foundation
    import Testing
    import WAVE
    import WIT
#endif
enum DeclarationsLeftOut {}
