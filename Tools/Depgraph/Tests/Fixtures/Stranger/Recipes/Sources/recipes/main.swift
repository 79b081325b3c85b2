import Recipes

_ = Recipe()
