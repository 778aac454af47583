let player = Player()
probe("volume", read: { _ = player.volume }, change: { player.volume = 3 })
