import Alpha
import AlphaInterface

let features = [AlphaFeature.self]
