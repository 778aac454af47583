let counter = Counter()
probe("count", read: { _ = counter.count }, change: { counter.count += 1 })
probe("history", read: { _ = counter.history }, change: { counter.increment() })
probe("step", read: { _ = counter.step }, change: { counter.step = 2 })
