import CasePaths
  /*Comment before case*/ case baz(Int)
  case fizzier /*Comment in case*/(Int, buzzier: String)
enum DeclarationsLeftOut {}
