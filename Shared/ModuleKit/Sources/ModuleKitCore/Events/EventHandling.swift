/// Whether a listener acted on an event. Events that reach no one — no listener handled them
/// and no subscriber (such as the parent of an embedded module) heard them — are reported as
/// `unhandled` records to the ``ModuleManager``'s observers, so forgotten routes show up.
public enum EventHandling: Sendable, Hashable {
    /// The listener acted on the event.
    case handled
    /// The listener looked at the event and let it pass.
    case ignored
}
