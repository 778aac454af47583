import Observation

class Base {}

#if canImport(UIKit)
extension Base: Observable {}
#endif
