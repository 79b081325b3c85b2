// Only Root.swift may name the implementation.
import Alpha
import AlphaInterface

let stray = AlphaFeature.self
