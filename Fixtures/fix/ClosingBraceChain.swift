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
    @State private var isPortForwardingExceptionListPickerOpen = false

    var body: some View {
        HStack {
            Text("Rules").onChange(of: selectedPortForwardingRuleIdentifier) { _, rule in print(rule ?? "") }
            if let selectedPortForwardingRuleIdentifier {
                Button("Edit Rule…") {
                    portForwardingRuleBeingEdited = ForwardingRule(id: selectedPortForwardingRuleIdentifier)
                }.popover(item: $portForwardingRuleBeingEdited, arrowEdge: .top) { forwardingRule in
                    Text(forwardingRule.id)
                        .padding()
                }
            }
            HStack {
                Button("Exception list") {
                    isPortForwardingExceptionListPickerOpen = true
                }
            }.sheet(isPresented: $isPortForwardingExceptionListPickerOpen) {
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
