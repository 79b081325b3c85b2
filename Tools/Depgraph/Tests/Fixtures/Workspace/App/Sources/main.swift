import AlphaInterface

print(features.count)
