// Covers a file that opens its blocks with `{` on a line of their own (Allman style): the
// `.onChange(of:)` the popover fix adds opens its closure and its `if` the same way.
import SwiftUI

struct FormulaRow: View
{
    let name: String
    @State private var isShowingInfo = false
    @AccessibilityFocusState private var isInfoFocused: Bool

    var body: some View
    {
        HStack
        {
            Text(name)
            Button("Info")
            {
                isShowingInfo = true
            }
            .accessibilityFocused($isInfoFocused)
            .popover(isPresented: $isShowingInfo)
            {
                Text("Installed from the core tap")
                    .padding()
                    .presentationCompactAdaptation(.popover)
            }
            .onChange(of: isShowingInfo)
            {
                if !isShowingInfo
                {
                    isInfoFocused = true
                }
            }
            .onChange(of: name)
            {
                isShowingInfo = false
            }
        }
    }
}
