import Feature

print(feature)
