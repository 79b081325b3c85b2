import ModuleKitCore

/// A service's failures as a host answers them: what does not exist is not found (a page's
/// 404), what was refused is refused (409), what could not be read from a person is invalid
/// (400), and a service that failed is unavailable (503).
extension ServiceError: ModuleFailureConvertible {
    public var moduleFailure: ModuleFailure {
        switch self {
        case .notFound: ModuleFailure(.notFound, description)
        case .unreadable, .unwritable, .locked, .unavailable, .cancelled:
            ModuleFailure(.unavailable, description)
        }
    }
}

extension LikeFailure: ModuleFailureConvertible {
    public var moduleFailure: ModuleFailure {
        switch self {
        case .unreadable(let error), .unsaved(let error): ModuleFailure(error.moduleFailure.kind, description)
        case .unchanged: ModuleFailure(.refused, description)
        }
    }
}

extension SettingsUpdateError: ModuleFailureConvertible {
    public var moduleFailure: ModuleFailure {
        switch self {
        case .invalid: ModuleFailure(.invalid, description)
        case .service(let error): ModuleFailure(error.moduleFailure.kind, description)
        }
    }
}
