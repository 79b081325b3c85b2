let htmlASCIIOnly: String = """
    """
let htmlMostlyASCII: String = """
    """
let htmlASCIIOnlyStaticString: StaticString = """
    """
let htmlMostlyASCIIStaticString: StaticString = """
    """
enum DeclarationsLeftOut {}
