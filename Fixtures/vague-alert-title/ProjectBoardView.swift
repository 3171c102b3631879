import ComposableArchitecture
import SwiftUI

struct Card: Identifiable, Equatable {
    let id: UUID
    var title: String
    var column: Column
    enum Column: String, CaseIterable { case todo = "To Do", doing = "Doing", done = "Done" }
}

/// A line in the board's activity feed.
struct Entry: Equatable, Identifiable {
    let id = UUID()
    var symbol: String
    var title: String
    var detail: String

    static func alert(_ title: String, detail: String) -> Entry {
        Entry(symbol: "exclamationmark.triangle", title: title, detail: detail)
    }
}

@Reducer
struct BoardFeature {
    @ObservableState
    struct State: Equatable {
        var cards: IdentifiedArrayOf<Card> = []
        var feed: [Entry] = []
        @Presents var destination: Destination.State?
        @Presents var alert: AlertState<Action.Alert>?
    }

    @Reducer(state: .equatable)
    enum Destination {
        case alert(AlertState<Alert>)
        case editCard(CardEditorFeature)

        enum Alert: Equatable { case confirmArchive(Card.ID) }
    }

    enum Action {
        case alert(PresentationAction<Alert>)
        case destination(PresentationAction<Destination.Action>)
        case archiveTapped(Card.ID)
        case syncFailed(String)

        enum Alert: Equatable { case retrySync }
    }

    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case .archiveTapped(let id):
                // Not a modifier: an enum case of the destination, built with `.alert(`.
                state.destination = .alert(
                    AlertState { TextState("Archive Card?") } actions: {
                        ButtonState(role: .destructive, action: .confirmArchive(id)) { TextState("Archive") }
                    })
                return .none
            case .syncFailed(let message):
                // Not a modifier either, though its first argument is "Error".
                state.feed.append(Entry.alert("Error", detail: message))
                state.alert = AlertState {
                    TextState("Couldn’t Sync the Board")
                } actions: {
                    ButtonState(action: .retrySync) { TextState("Try Again") }
                }
                return .none
            case .alert(.presented(.retrySync)):
                return .none
            case .alert:
                return .none
            case .destination(.presented(.alert(.confirmArchive(let id)))):
                state.cards.remove(id: id)
                return .none
            case .destination:
                return .none
            }
        }
        .ifLet(\.$destination, action: \.destination)
    }
}

@Reducer
struct CardEditorFeature {
    @ObservableState
    struct State: Equatable { var card: Card }
    enum Action { case save }
    var body: some ReducerOf<Self> { EmptyReducer() }
}

struct ProjectBoardView: View {
    @Bindable var store: StoreOf<BoardFeature>
    @State private var confirmClearDone = false
    @State private var confirmReset = false
    @State private var confirmLeave = false
    @State private var confirmDuplicate = false
    @State private var movingCard: Card?
    @State private var confirmMove = false
    @State private var showLegacyImportError = false
    @State private var showOfflineWarning = false

    var body: some View {
        ScrollView(.horizontal) {
            HStack(alignment: .top) {
                ForEach(Card.Column.allCases, id: \.self) { column in
                    VStack {
                        Text(column.rawValue).font(.headline)
                        ForEach(store.cards.filter { $0.column == column }) { card in
                            Text(card.title)
                                .onLongPressGesture {
                                    movingCard = card
                                    confirmMove = true
                                }
                        }
                    }
                }
            }
        }
        .toolbar {
            Menu("Board", systemImage: "ellipsis") {
                Button("Clear Done Column") { confirmClearDone = true }
                Button("Reset Board") { confirmReset = true }
                Button("Duplicate Board") { confirmDuplicate = true }
                Button("Leave Board") { confirmLeave = true }
            }
        }
        .onDisappear {
            store.send(.alert(.dismiss))
            store.send(.destination(.dismiss))
        }
        // Store-driven alerts: their titles live in AlertState, not in a modifier.
        .alert($store.scope(state: \.alert, action: \.alert))
        .alert($store.scope(state: \.destination?.alert, action: \.destination.alert))
        /* Migration notes:
           /* before 3.0 this read .alert("Oops", isPresented: $x) and nobody knew what had happened */
           the titles below name the column and the card. */
        // flagged: a confirmation dialog's title counts when it is made visible
        .confirmationDialog("Are you sure?", isPresented: $confirmClearDone, titleVisibility: .visible) {  // expect: vague-alert-title, alert-focus-return
            Button("Clear Done Column", role: .destructive) {}
        }
        // clean: the same title with the default (automatic) visibility; only `.visible` makes it count
        .confirmationDialog("Are you sure?", isPresented: $confirmReset) {  // expect: alert-focus-return
            Button("Reset Board", role: .destructive) {}
        } message: {
            Text("All cards move back to To Do.")
        }
        // flagged: a visible Text title that only says "Confirm"
        .confirmationDialog(Text("Confirm"), isPresented: $confirmLeave, titleVisibility: .visible) {  // expect: vague-alert-title, alert-focus-return
            Button("Leave Board", role: .destructive) {}
        }
        #if os(iOS)
        // Hidden on purpose: the message carries the explanation.
        // clean: `titleVisibility: .hidden` means the title is never shown or read
        .confirmationDialog("Confirm", isPresented: $confirmDuplicate, titleVisibility: .hidden) {  // expect: alert-focus-return
            Button("Duplicate Board") {}
        } message: {
            Text("The copy keeps cards but not members.")
        }
        #endif
        // clean: a raw string with an interpolated card title
        .alert(#"Move "\#(movingCard?.title ?? "")" to Done?"#, isPresented: $confirmMove) {  // expect: alert-focus-return
            Button("Move") {}
            Button("Cancel", role: .cancel) {}
        }
        // flagged: the legacy Alert's title is "Oops"; the finding is on the modifier
        .alert(isPresented: $showLegacyImportError) {  // expect: vague-alert-title, deprecated-alert-api
            Alert(
                title: Text("Oops"),
                message: Text("The Trello export could not be read."),
                dismissButton: .default(Text("OK")))
        }
        .offlineAlert(isPresented: $showOfflineWarning)
        .boardAlert(title: "Board Archived by \(store.cards.first?.title ?? "Owner")", isPresented: .constant(false))
    }
}

extension View {
    /// Shown when the board cannot reach the server.
    func offlineAlert(isPresented: Binding<Bool>) -> some View {
        // flagged: `alert(` with no dot starts the chain in an extension of View
        alert("Error", isPresented: isPresented) {  // expect: vague-alert-title
            Button("OK", role: .cancel) {}
        } message: {
            Text("Changes will sync when you are back online.")
        }
    }

    func boardAlert(title: String, isPresented: Binding<Bool>) -> some View {
        modifier(BoardAlert(title: title, isPresented: isPresented))
    }
}

struct BoardAlert: ViewModifier {
    let title: String
    @Binding var isPresented: Bool

    func body(content: Content) -> some View {
        // clean: the title is a parameter, unknown here
        content.alert(title, isPresented: $isPresented) {
            Button("OK", role: .cancel) {}
        }
    }
}
