  #externalMacro(
    module: "CasePathsMacros", type: "CasePathableMacro"
  )
enum DeclarationsLeftOut {}
