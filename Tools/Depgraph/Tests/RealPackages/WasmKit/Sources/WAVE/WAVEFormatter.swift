#if ComponentModel
    import ComponentModel
    import Foundation
#endif
enum DeclarationsLeftOut {}
