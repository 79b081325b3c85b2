import WasmTypes
    ///   `ENOSYS`. Guests link against a fixed import list regardless of what
    ///   instantiate on an import it never uses.
enum DeclarationsLeftOut {}
