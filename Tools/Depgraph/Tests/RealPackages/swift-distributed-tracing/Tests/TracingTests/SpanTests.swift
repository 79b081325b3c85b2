import Instrumentation
import Testing
import Tracing
@testable import Instrumentation
        // An import like: `import TracingOpenTelemetrySupport` can enable type-safe well defined attributes
enum DeclarationsLeftOut {}
