let model = GalleryModel()
probe("names", read: { _ = model.names }, change: { model.add("photo") })
probe("pageSize", read: { _ = model.pageSize }, change: { model.pageSize = 40 })
