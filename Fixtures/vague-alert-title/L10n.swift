import Foundation

// Strings shared by several screens. Most screens use Localizable.xcstrings directly; these
// constants predate the catalog and are being migrated one screen at a time.

enum L10n {
    static let errorTitle = "Error"
    static let couldNotExportTitle = "Couldn’t Export Invoice"
    static let paymentDeclinedTitle = "Card Declined"
    static let retry = "Try Again"
    static let cancel = "Cancel"

    enum Checkout {
        static let addressInvalidTitle = "Check Your Shipping Address"
    }
}

/// Strings with a translator comment, in the style of the old Objective-C code base.
enum UserText {
    static let genericAlertTitle = NSLocalizedString(
        "user.text.generic.alert.title", value: "Oops", comment: "Title of an alert when something unexpected happened")
    static let couponExpiredTitle = NSLocalizedString(
        "user.text.coupon.expired.title", value: "Coupon Expired", comment: "Alert title when a coupon code is out of date")
}
