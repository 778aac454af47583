import Observation

// @Observable
class Slider {
  var value = 0 as Double
  var steps = 10 as Int
  var scale = 1 as Float
  var caption = "Volume" as String
  var tags = [] as [String]
  var maximum = nil as Double?
}

let slider = Slider()
print("\(slider.caption): \(slider.value) of \(slider.steps) steps, scale \(slider.scale), max \(slider.maximum ?? -1)")

withObservationTracking {
  _ = slider.value
} onChange: {
  print("value changed")
}
slider.scale = 2
slider.tags.append("audio")
print("scale and tags changed")
slider.value = 0
print("same value assigned")
slider.value = 0.5
print("value \(slider.value)")
