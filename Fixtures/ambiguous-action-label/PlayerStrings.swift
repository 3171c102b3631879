import Foundation

// The player's own string constants, kept apart from the generated L10n table.

enum Strings {
    enum Alert {
        static let yes = "Yes"
        static let keepListening = "Keep Listening"
        /// Computed, with a `return` of a localised string and its English value.
        static var no: String {
            return NSLocalizedString("player.alert.no", value: "No", comment: "Declines a player prompt")
        }
        /// Computed, returning a literal without `return`.
        static var okay: String { "Okay" }
    }

    static let stopTimer = NSLocalizedString("player.stop_timer", value: "Stop Timer", comment: "")
}
