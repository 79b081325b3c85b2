import Domain
import ModuleKitCore

/// Builds the settings screen, every section: the settings tab's root. It tells the world
/// nothing: every change is saved, and every screen that shows a setting reads it when it appears.
public struct SettingsContext: BuildContext {
    public var routingContext: RoutingContext

    /// The settings screen, built for the flow `routingContext`.
    public init(routingContext: RoutingContext) {
        self.routingContext = routingContext
    }

    public var deeplinkSegments: [String]? { ["settings"] }
}

/// Builds one section of the settings alone — what a link such as `mosaic://settings/notifications`
/// opens, from a mail or another app. It is always presented over what the person was doing, in a
/// stack of its own: back closes it and they are where they were, wherever that was.
public struct SettingsSectionContext: BuildContext, AlwaysPresented {
    /// The section shown.
    public var section: SettingsSection
    public var routingContext: RoutingContext

    /// The screen of `section` alone, built for the flow `routingContext`.
    public init(section: SettingsSection, routingContext: RoutingContext) {
        self.section = section
        self.routingContext = routingContext
    }

    public var deeplinkSegments: [String]? { ["settings", section.rawValue] }
}

/// The sections of the settings screen.
public enum SettingsSection: String, Sendable, Hashable, CaseIterable {
    /// Display name and signature.
    case account
    /// Connected accounts.
    case accounts
    /// Which notifications are on.
    case notifications
    /// For developers: modules alive, leaks, unhandled events, tracing (`mosaic --developer`).
    case developer
}

/// What the developer section shows and controls; the app provides it when asked to
/// (`mosaic --developer`).
@MainActor
public protocol DeveloperTools: AnyObject {
    /// How many modules are alive now.
    var moduleCount: Int { get }
    /// One line per module still alive after it was closed.
    var leakReport: [String] { get }
    /// How many events reached no one this session.
    var unhandledEventCount: Int { get }
    /// The most recent of them, one line each, oldest first.
    var recentUnhandledEvents: [String] { get }
    /// Whether events, routes and lifecycle changes are being traced.
    var isTracing: Bool { get }
    /// Turns tracing on or off; throws a message for a person when it cannot.
    func setTracing(_ on: Bool) throws(DeveloperToolsError)
}

/// Why a developer tool refused.
public struct DeveloperToolsError: Error, Sendable, CustomStringConvertible {
    public let description: String
    /// A refusal that reads `description`.
    public init(_ description: String) { self.description = description }
}

/// The links that open settings: `settings`, the whole screen, and `settings/SECTION`, one
/// section presented.
public enum SettingsRoutes {
    /// Registers the routes of the settings screen and of each section in `links`.
    @MainActor
    public static func register(in links: inout Deeplinks) throws(ModuleError) {
        try links.register("settings") { _, routing in SettingsContext(routingContext: routing) }
        for section in SettingsSection.allCases {
            try links.register("settings/\(section.rawValue)") { _, routing in
                SettingsSectionContext(section: section, routingContext: routing)
            }
        }
    }
}
