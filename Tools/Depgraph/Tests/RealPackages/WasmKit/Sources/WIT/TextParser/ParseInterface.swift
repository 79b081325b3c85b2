            throw ParseError(description: "`import`, `export`, `include`, `use`, or type definition")
enum DeclarationsLeftOut {}
