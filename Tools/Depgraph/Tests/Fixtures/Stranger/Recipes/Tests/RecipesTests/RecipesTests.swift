import Recipes
