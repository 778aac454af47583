import Combine
import SwiftUI

/// An image cache written as an actor, once declared 'ObservableObject' so that a view could
/// hold it; Observation's macro does not apply to actors.
actor ImageCache: ObservableObject {
    private var images: [String: [UInt8]] = [:]

    func image(named name: String) -> [UInt8]? { images[name] }
    func store(_ bytes: [UInt8], named name: String) { images[name] = bytes }
}

final class GalleryModel: ObservableObject {
    @Published var names: [String] = []
    var pageSize = 20

    func add(_ name: String) { names.append(name) }
}

struct GalleryView: View {
    @StateObject private var model = GalleryModel()

    var body: some View {
        VStack {
            Text("\(model.names.count) images")
            Button("Add") { model.add("photo") }
        }
    }
}
