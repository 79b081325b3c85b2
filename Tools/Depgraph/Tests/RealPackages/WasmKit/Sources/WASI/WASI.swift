import WasmTypes
            $0 + $1.key.utf8CString.count /* = */ + 1 + $1.value.utf8CString.count
enum DeclarationsLeftOut {}
