import Foundation

// Titles of the import screens, grouped by screen.

enum Strings {
    enum Import {
        static let failedTitle = "Warning"
        static let finishedTitle = "Import Finished"
        /// Computed, returning the English value of a localised string.
        static var genericTitle: String {
            return NSLocalizedString("import.generic.title", value: "Something went wrong", comment: "")
        }
    }
}
