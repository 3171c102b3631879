/// The words the corpus generator builds names, titles and messages from.
enum Vocabulary {
  static let apps = [
    "Notebook", "Shopfront", "Trailhead", "Pocketbank", "Studio", "Fieldwork", "Harbor", "Lumen",
  ]

  static let features = [
    "Notes", "Inbox", "Photos", "Settings", "Profile", "Checkout", "Cart", "Library", "Playlists",
    "Workouts", "Recipes", "Calendar", "Contacts", "Documents", "Messages", "Tasks", "Projects",
    "Accounts", "Budget", "Travel", "Weather", "Podcasts", "Reader", "Journal", "Habits", "Timers",
    "Maps", "Store", "Orders", "Team", "Onboarding", "Search", "Sharing", "Billing", "Downloads",
  ]

  static let nouns = [
    "Item", "Note", "Photo", "Message", "Draft", "Folder", "Task", "Project", "Contact", "Event",
    "Recipe", "Track", "Invoice", "Order", "Account", "Comment", "Tag", "Reminder", "Attachment",
    "Bookmark", "Session", "Device", "Album", "Entry", "Goal", "Receipt", "Trip", "Card", "Episode",
    "Member", "Budget", "Workout", "Location", "Document", "Subscription", "Payment", "Address",
  ]

  static let adjectives = [
    "Archived", "Pinned", "Shared", "Recent", "Favorite", "Pending", "Featured", "Local", "Remote",
    "Selected", "Filtered", "Compact", "Detailed", "Editable", "Hidden", "Synced", "Offline", "Primary",
  ]

  static let viewSuffixes = [
    "View", "View", "View", "ListView", "DetailView", "RowView", "CardView", "EditorView", "SheetView",
    "Screen", "PickerView", "SettingsView", "HeaderView", "EmptyStateView",
  ]

  static let verbs = [
    "delete", "archive", "share", "duplicate", "rename", "move", "export", "restore", "pin", "sync",
    "publish", "refresh", "reset", "remove", "discard", "save", "send", "cancel", "retry", "upload",
  ]

  static let symbols = [
    "trash", "square.and.arrow.up", "pencil", "plus", "xmark", "checkmark.circle.fill", "star",
    "star.fill", "folder", "gearshape", "person.crop.circle", "arrow.clockwise", "bell.badge",
    "magnifyingglass", "ellipsis.circle", "doc.on.doc", "archivebox", "pin", "heart", "tray.and.arrow.down",
    "exclamationmark.triangle.fill", "info.circle", "lock.fill", "calendar", "photo.on.rectangle",
  ]

  static let phrases = [
    "This action can’t be undone.", "Are you sure you want to continue?", "Your changes will be lost.",
    "Something went wrong. Please try again.", "You’re offline — changes will sync later.",
    "Nothing here yet", "Tap + to add your first one.", "Choose where to save the file.",
    "We couldn’t reach the server.", "Sign in to sync across your devices.", "All done!",
    "Updated just now", "Pull to refresh", "No results for your search", "Café, naïve, résumé — ok",
    "Saved to “Downloads”", "Storage almost full", "100% complete", "Tip: long-press to reorder.",
  ]

  static let firstNames = ["Ana", "Bo", "Chen", "Dara", "Eli", "Fatima", "Gus", "Hana", "Ivo", "Jules"]

  static let colors = [".accentColor", ".red", ".blue", ".secondary", ".primary", ".orange", ".green", ".gray"]

  static let fonts = [".headline", ".subheadline", ".body", ".caption", ".title2", ".footnote", ".largeTitle"]

  static let animations = [".default", ".easeInOut", ".spring(response: 0.3, dampingFraction: 0.8)", ".snappy"]
}

extension String {
  /// `Note` → `note`, `URLSession` → `uRLSession` (good enough for generated names).
  var lowerFirst: String { prefix(1).lowercased() + dropFirst() }
  var upperFirst: String { prefix(1).uppercased() + dropFirst() }
}
