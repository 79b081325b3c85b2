#if ComponentModel
    import ComponentModel
    import WasmParser
    /// A set of entities used to import values when instantiating a component.
        ///   - imports: The imports to satisfy the component's import requirements.
        /// The import name to satisfy
        /// The import name to satisfy
        /// The import name to satisfy
        /// The source of the import value
        /// From a component import
    /// A component import definition.
        /// The import name
        /// The expected type of the import
    /// The kind of component import.
        /// A required import was not provided
        /// An import has an incompatible type
        /// Process an import definition to populate the appropriate index space.
                    // Copy all exports from the source instance to satisfy the import
        /// Validate that the provided imports satisfy the component's import requirements.
#endif
enum DeclarationsLeftOut {}
