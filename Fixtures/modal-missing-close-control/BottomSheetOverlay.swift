import SwiftUI

// The team's own half-height bottom sheet. Its `sheet(isPresented:detent:dimsBackground:content:)`
// is not SwiftUI's sheet: the card closes on a drag, and no sheet rule applies to it. SwiftUI's own
// `sheet(isPresented:content:)` calls, which it does not take, are still judged.

enum BottomSheetDetent {
    case half, tall
}

extension View {
    /// Shows `content` in a card at the bottom of the screen.
    func sheet<Content: View>(
        isPresented: Binding<Bool>,
        detent: BottomSheetDetent,
        dimsBackground: Bool = true,
        @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        modifier(BottomCard(isPresented: isPresented, detent: detent, dims: dimsBackground, card: content))
    }
}

struct BottomCard<Card: View>: ViewModifier {
    @Binding var isPresented: Bool
    let detent: BottomSheetDetent
    let dims: Bool
    let card: () -> Card

    func body(content: Content) -> some View {
        content.overlay(alignment: .bottom) {
            if isPresented {
                card()
                    .frame(maxWidth: .infinity, maxHeight: detent == .half ? 320 : 560)
                    .background(.background, in: RoundedRectangle(cornerRadius: 24))
                    .gesture(DragGesture().onEnded { _ in isPresented = false })
            }
        }
    }
}

struct NoteColorsView: View {
    @State private var showPalette = false
    @State private var showFonts = false
    @State private var showLineSpacing = false

    var body: some View {
        VStack {
            Button("Colour") { showPalette = true }
            Button("Font") { showFonts = true }
            Button("Line Spacing") { showLineSpacing = true }
        }
        // clean: the team's bottom card (the default `dimsBackground:` left out)
        .sheet(isPresented: $showPalette, detent: .half) {
            Text("Pick a colour for this note")
        }
        // clean: the team's bottom card, every argument written
        .sheet(isPresented: $showFonts, detent: .tall, dimsBackground: false) {
            Text("Pick a font")
        }
        // flagged: SwiftUI's sheet, and nothing in it closes it
        .sheet(isPresented: $showLineSpacing) {  // expect: modal-missing-close-control, modal-focus-return, modal-not-scrollable, modal-title-heading
            Text("Line spacing")
        }
    }
}
