import SwiftUI

/// One binding shown as a popover on macOS and as a sheet elsewhere, each opened by a "Filters"
/// button of its own platform: the sheet returns focus to the button of its builds alone. The
/// Mac's popover gets no fix: it also closes as the user moves to another control.
struct RecipeSearch: View {
    @State private var query = ""
    @State private var showFilters = false
    @AccessibilityFocusState private var isFiltersFocused: Bool

    var body: some View {
        List {
            Text(query)
        }
        .onChange(of: query) {
            showFilters = false
        }
        #if !os(macOS)
        .sheet(isPresented: $showFilters, onDismiss: { isFiltersFocused = true }) {
            Form { Text("Filters") }
        }
        #endif
        .toolbar {
            #if os(macOS)
            filtersButton
            #else
            Button("Filters") {
                showFilters = true
            }
            .accessibilityFocused($isFiltersFocused)
            #endif
        }
    }

    #if os(macOS)
    private var filtersButton: some View {
        Button("Filters") {
            showFilters = true
        }
        .popover(isPresented: $showFilters) {
            Form { Text("Filters") }
        }
    }
    #endif
}

/// A loading and a loaded screen, each with its own "Details" button and its own sheet of one
/// binding: each sheet returns focus to the button beside it.
struct ArticleScreen: View {
    @State private var isLoaded = false
    @State private var showDetails = false
    @AccessibilityFocusState private var isDetailsFocused: Bool
    @AccessibilityFocusState private var isDetailsButtonFocused: Bool

    var body: some View {
        if isLoaded {
            loadedContent
        } else {
            loadingContent
        }
    }

    private var loadedContent: some View {
        VStack {
            Text("Article")
            Button("Details") {
                showDetails = true
            }
            .accessibilityFocused($isDetailsFocused)
        }
        .sheet(isPresented: $showDetails, onDismiss: { isDetailsFocused = true }) {
            Text("Details")
        }
    }

    private var loadingContent: some View {
        VStack {
            Text("Loading")
            Button("Details") {
                showDetails = true
            }
            .accessibilityFocused($isDetailsButtonFocused)
        }
        .sheet(isPresented: $showDetails, onDismiss: { isDetailsButtonFocused = true }) {
            Text("Details")
        }
    }
}

/// A sheet opened from a toolbar button everywhere but tvOS, and from a button of its own on tvOS,
/// where the focus engine returns focus itself: only the toolbar button is bound.
struct PlaylistScreen: View {
    @State private var showOptions = false
    @AccessibilityFocusState private var isOptionsFocused: Bool

    var body: some View {
        VStack {
            #if os(tvOS)
            Button("Options") {
                showOptions = true
            }
            #endif
            Text("Playlist")
        }
        #if !os(tvOS)
        .toolbar {
            Button("Options") {
                showOptions = true
            }
            .accessibilityFocused($isOptionsFocused)
        }
        #endif
        .sheet(isPresented: $showOptions, onDismiss: { isOptionsFocused = true }) {
            Text("Options")
        }
    }
}

/// A dialog whose only trigger is built for tvOS: the focus engine returns focus to it.
struct RemoteScreen: View {
    @State private var confirmReset = false

    var body: some View {
        VStack {
            #if os(tvOS)
            Button("Reset Remote") {
                confirmReset = true
            }
            #endif
            Text("Remote")
        }
        .confirmationDialog("Reset the remote?", isPresented: $confirmReset) {
            Button("Reset", role: .destructive) {}
        }
    }
}
