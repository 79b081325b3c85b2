            case .import, .export, .include: break
enum DeclarationsLeftOut {}
