let contact = Contact(name: "Ada")
probe("name", read: { _ = contact.name }, change: { contact.name = "Grace" })
probe("isFavorite", read: { _ = contact.isFavorite }, change: { contact.isFavorite = true })
