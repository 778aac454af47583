let model = PlayerModel()
probe("title", read: { _ = model.title }, change: { model.title = "Intro" })
probe("isPlaying", read: { _ = model.isPlaying }, change: { model.toggle() })
probe("ticks", read: { _ = model.ticks }, change: { model.ticks = 5 })
