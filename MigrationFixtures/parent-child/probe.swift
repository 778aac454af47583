let scoreboard = Scoreboard()
probe("home", read: { _ = scoreboard.home }, change: { scoreboard.home += 1 })
probe("away", read: { _ = scoreboard.away }, change: { scoreboard.away += 1 })
probe("away, reading home", read: { _ = scoreboard.home }, change: { scoreboard.away += 1 })
