let home = HomeCoordinator()
let search = SearchCoordinator()
probe("home.path", read: { _ = home.path }, change: { home.open("detail") })
probe("search.path", read: { _ = search.path }, change: { search.path = ["a"] })
probe("search.history", read: { _ = search.history }, change: { search.history = ["b"] })
// Through the protocol: a view generic over 'Coordinating' still sees the change.
func watch<C: Coordinating>(_ coordinator: C) { probe("generic path", read: { _ = coordinator.path }, change: { coordinator.open("x") }) }
watch(search)
