import SwiftUI

/// Buttons written with their braces on lines of their own, as some apps write every block: the
/// dialogs' actions are read, and focus goes back from each action that leaves "Adopt Apps" on
/// screen. "Adopt" of the second dialog opens the adoption sheet, which takes focus: only its
/// Cancel sends focus back.
final class AppRouter {
    func showSheet(named name: String) {}
}

struct AdoptionBox: View
{
    let router: AppRouter
    @State private var confirmAdopt: Bool = false
    @AccessibilityFocusState private var isAdoptAppsFocused: Bool
    @State private var confirmReview: Bool = false
    @AccessibilityFocusState private var isReviewAppsFocused: Bool

    var body: some View
    {
        VStack
        {
            Button
            {
                confirmAdopt = true
            } label: {
                Text("Adopt Apps")
            }
            .accessibilityFocused($isAdoptAppsFocused)

            Button
            {
                confirmReview = true
            } label: {
                Text("Review Apps")
            }
            .accessibilityFocused($isReviewAppsFocused)
        }
        .confirmationDialog("Adopt the selected apps?", isPresented: $confirmAdopt)
        {
            Button
            {
                confirmAdopt = false
                isAdoptAppsFocused = true
            } label: {
                Text("Adopt")
            }
            .tint(.blue)

            Button(role: .cancel)
            {
                confirmAdopt = false
                isAdoptAppsFocused = true
            } label: {
                Text("Cancel")
            }
        }
        .confirmationDialog("Review the selected apps?", isPresented: $confirmReview)
        {
            Button
            {
                router.showSheet(named: "review")
            } label: {
                Text("Review")
            }

            Button(role: .cancel)
            {
                confirmReview = false
                isReviewAppsFocused = true
            } label: {
                Text("Cancel")
            }
        }
    }
}
