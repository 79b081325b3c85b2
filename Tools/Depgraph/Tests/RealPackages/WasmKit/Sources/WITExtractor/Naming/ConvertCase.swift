            "import",
enum DeclarationsLeftOut {}
