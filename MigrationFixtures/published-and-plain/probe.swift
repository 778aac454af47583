import Foundation

let settings = Settings()
probe("userName", read: { _ = settings.userName }, change: { settings.userName = "Grace" })
probe("fontSize", read: { _ = settings.fontSize }, change: { settings.enlarge() })
probe("theme", read: { _ = settings.theme }, change: { settings.theme = "dark" })
probe("launchCount", read: { _ = settings.launchCount }, change: { settings.launchCount += 1 })
probe("width", read: { _ = settings.width }, change: { settings.width = 1 })
probe("height", read: { _ = settings.height }, change: { settings.height = 1 })
probe("formatter", read: { _ = settings.formatter }, change: { settings.formatter = NumberFormatter() })
probe("title, on theme", read: { _ = settings.title }, change: { settings.theme = "light" })
probe("title, on launchCount", read: { _ = settings.title }, change: { settings.launchCount = 5 })
