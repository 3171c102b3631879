// A control written over several lines whose chain goes on after its closing brace
// (`}.popover(…) {`), on a line the binding would make too long: the chain is wrapped with its
// links lined up with the control, so the popover's content stays one level in. A sheet written
// `}.sheet(` whose new `onDismiss:` makes its line too long has its arguments one level in from
// the brace, and `)` back under it.
import SwiftUI

struct ForwardingRule: Identifiable {
    let id: String
}

struct PortForwardingSettingsView: View {
    @State private var selectedPortForwardingRuleIdentifier: String?
    @State private var portForwardingRuleBeingEdited: ForwardingRule?
    @AccessibilityFocusState private var isEditRuleFocused: Bool
    @State private var isPortForwardingExceptionListPickerOpen = false
    @AccessibilityFocusState private var isExceptionListFocused: Bool

    var body: some View {
        HStack {
            Text("Rules").onChange(of: selectedPortForwardingRuleIdentifier) { _, rule in print(rule ?? "") }
            if let selectedPortForwardingRuleIdentifier {
                Button("Edit Rule…") {
                    portForwardingRuleBeingEdited = ForwardingRule(id: selectedPortForwardingRuleIdentifier)
                }
                .accessibilityFocused($isEditRuleFocused)
                .popover(item: $portForwardingRuleBeingEdited, arrowEdge: .top) { forwardingRule in
                    Text(forwardingRule.id)
                        .padding()
                }
                .onChange(of: portForwardingRuleBeingEdited == nil) {
                    if portForwardingRuleBeingEdited == nil { isEditRuleFocused = true }
                }
            }
            HStack {
                Button("Exception list") {
                    isPortForwardingExceptionListPickerOpen = true
                }
                .accessibilityFocused($isExceptionListFocused)
            }.sheet(
                isPresented: $isPortForwardingExceptionListPickerOpen,
                onDismiss: { isExceptionListFocused = true }
            ) {
                NavigationStack {
                    Text("No exceptions")
                        .navigationTitle("Exceptions")
                        .toolbar {
                            Button("Done") { isPortForwardingExceptionListPickerOpen = false }
                        }
                }
            }
        }
    }
}
