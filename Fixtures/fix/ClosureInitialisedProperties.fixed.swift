// Covers a type whose last stored properties are initialised by closures that declare locals of
// their own (a static formatter, a `let` of grid columns, a `lazy var`): the focus state --fix
// adds goes after the closure's call, at the top level of the type body, never among the
// closure's locals, where "attribute 'private' can only be used in a non-local scope".
import Foundation
import SwiftUI

struct ExpenseListView: View {
    @State private var isConfirmingClear = false
    @AccessibilityFocusState private var isClearExpensesFocused: Bool
    private static let formatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateStyle = .medium
        return formatter
    }()
    let columns: [GridItem] = {
        var items: [GridItem] = []
        for _ in 0..<2 { items.append(GridItem(.flexible())) }
        return items
    }()
    lazy var summary: String = {
        let total = 3
        return "\(total) expenses"
    }()

    var body: some View {
        VStack {
            Text(Self.formatter.string(from: Date()))
            Button("Clear Expenses") {
                isConfirmingClear = true
            }
            .accessibilityFocused($isClearExpensesFocused)
        }
        .alert("Clear all expenses?", isPresented: $isConfirmingClear) {
            Button("Clear", role: .destructive) {
                isConfirmingClear = false
            }
            Button("Keep", role: .cancel) { isClearExpensesFocused = true }
        }
    }
}
