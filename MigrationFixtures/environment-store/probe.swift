// The model is '@MainActor': the probe runs on the main actor, as top-level code does.
MainActor.assumeIsolated {
    let store = ItemStore()
    probe("items", read: { _ = store.items }, change: { store.add("One") })
    probe("nextID", read: { _ = store.nextID }, change: { store.nextID += 1 })
}
