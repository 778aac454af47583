import Observation

#if DEBUG
extension Model: Observable {}
#endif
