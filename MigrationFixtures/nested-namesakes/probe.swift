// The models are '@MainActor': the probe runs on the main actor, as top-level code does.
// Only 'Timeline.ViewModel' migrates; 'Profile.ViewModel', of the same simple name, stays.
import Combine

MainActor.assumeIsolated {
    let model = Timeline.ViewModel()
    probe("posts", read: { _ = model.posts }, change: { model.posts.append("Hello") })
    probe("isLoading", read: { _ = model.isLoading }, change: { model.isLoading = true })
    probe("page", read: { _ = model.page }, change: { model.page += 1 })
    probe("posts, on loadMore", read: { _ = model.posts }, change: { model.loadMore() })
    let profile: any ObservableObject = Profile.ViewModel()
    print("Profile.ViewModel is ObservableObject: \(profile is Profile.ViewModel)")
}
