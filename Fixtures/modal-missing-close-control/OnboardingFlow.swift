import SwiftUI

/// Shown once, on first launch, as a full-screen cover.
struct OnboardingFlow: View {
    @EnvironmentObject private var store: NoteStore
    @State private var page = OnboardingPage.welcome

    var body: some View {
        VStack {
            TabView(selection: $page) {
                ForEach(OnboardingPage.allCases) { page in
                    OnboardingPageView(page: page)
                        .tag(page)
                }
            }
            .tabViewStyle(.page(indexDisplayMode: .always))

            Button(page.isLast ? "Get Started" : "Next") {
                if page.isLast {
                    store.hasCompletedOnboarding = true  // the cover stays up until the app re-reads this
                } else {
                    withAnimation { page = page.next }
                }
            }
            .buttonStyle(.borderedProminent)
            .controlSize(.large)
            .padding(.bottom, 32)
        }
    }
}

struct OnboardingPageView: View {
    let page: OnboardingPage

    var body: some View {
        ScrollView {
            VStack(spacing: 20) {
                Image(systemName: page.symbol)
                    .font(.system(size: 72))
                    .foregroundStyle(.tint)
                    .accessibilityHidden(true)
                Text(page.title)
                    .font(.largeTitle.bold())
                    .multilineTextAlignment(.center)
                    .accessibilityAddTraits(.isHeader)
                Text(page.message)
                    .font(.body)
                    .multilineTextAlignment(.center)
                    .foregroundStyle(.secondary)
            }
            .padding(32)
        }
    }
}

enum OnboardingPage: Int, CaseIterable, Identifiable {
    case welcome, folders, sync

    var id: Int { rawValue }
    var isLast: Bool { self == .sync }
    var next: OnboardingPage { OnboardingPage(rawValue: rawValue + 1) ?? .sync }

    var symbol: String {
        switch self {
        case .welcome: "note.text"
        case .folders: "folder"
        case .sync: "icloud"
        }
    }

    var title: LocalizedStringKey {
        switch self {
        case .welcome: "Welcome to Jotter"
        case .folders: "Keep Things Tidy"
        case .sync: "Everywhere You Are"
        }
    }

    var message: LocalizedStringKey {
        switch self {
        case .welcome: "Capture ideas the moment they arrive."
        case .folders: "Group notes into folders and tags."
        case .sync: "Your notes sync through iCloud."
        }
    }
}
