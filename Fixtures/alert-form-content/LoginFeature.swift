import ComposableArchitecture
import SwiftUI

/// One line of the security log shown in Settings › Activity.
struct Entry: Equatable, Identifiable {
    enum Kind: Equatable { case note, alert }
    let id = UUID()
    var kind: Kind
    var text: String

    static func note(_ text: String) -> Entry { Entry(kind: .note, text: text) }
    static func alert(_ text: String) -> Entry { Entry(kind: .alert, text: text) }
}

@Reducer
struct LoginFeature {
    @ObservableState
    struct State: Equatable {
        var email = ""
        var password = ""
        var activity: [Entry] = []
        @Presents var alert: AlertState<Action.Alert>?
    }

    enum Action: BindableAction {
        case alert(PresentationAction<Alert>)
        case binding(BindingAction<State>)
        case loginFailed(attempts: Int)
        case cancelTapped

        enum Alert: Equatable {
            case resetPassword
            case tryAgain
        }
    }

    var body: some ReducerOf<Self> {
        BindingReducer()
        Reduce { state, action in
            switch action {
            case .loginFailed(let attempts):
                state.activity.append(Entry.alert("Failed sign-in attempt \(attempts)"))
                state.alert = AlertState {
                    TextState("Couldn’t Sign In")
                } actions: {
                    ButtonState(action: .tryAgain) { TextState("Try Again") }
                    ButtonState(action: .resetPassword) { TextState("Reset Password") }
                }
                return .none
            case .alert(.presented(.resetPassword)):
                state.activity.append(.note("Password reset requested"))
                return .none
            case .alert(.presented(.tryAgain)), .alert(.dismiss):
                return .none
            case .cancelTapped:
                return .send(.alert(.dismiss))
            case .binding:
                return .none
            }
        }
        .ifLet(\.$alert, action: \.alert)
    }
}

struct LoginView: View {
    @Bindable var store: StoreOf<LoginFeature>
    @State private var showProxyLogin = false
    @State private var showInvite = false
    @State private var proxyUser = ""
    @State private var proxyPassword = ""
    @State private var inviteCode = ""
    @State private var newPasscode = ""
    @State private var confirmPasscode = ""
    @State private var showNewPasscode = false
    @State private var nickname = ""
    @State private var showNickname = false

    var body: some View {
        Form {
            TextField("Email", text: $store.email)
            SecureField("Password", text: $store.password)
            Button("Use a Proxy…") { showProxyLogin = true }
            Button("Redeem Invite…") { showInvite = true }
            Button("Set Passcode…") { showNewPasscode = true }
            Button("Device Nickname…") { showNickname = true }
        }
        .onDisappear { store.send(.alert(.dismiss)) }
        // clean: the store-driven alert holds only ButtonStates
        .alert($store.scope(state: \.alert, action: \.alert))
        // flagged: the helper property of this type holds two fields; its second is reported there
        .alert("Proxy Sign-In", isPresented: $showProxyLogin) {  // expect: alert-focus-return
            proxyCredentialFields
            Button("Sign In") {}
            Button("Cancel", role: .cancel) {}
        } message: {
            Text("Your network needs a proxy password.")
        }
        // clean: the helper holds one text field
        .alert("Redeem Invite", isPresented: $showInvite) {  // expect: alert-focus-return
            inviteCodeField
            Button("Redeem") {}
            Button("Cancel", role: .cancel) { inviteCode = "" }
        }
        // the modifiers below wrap `.alert`; their findings are on their own `.alert` lines
        .newPasscodeAlert(isPresented: $showNewPasscode, passcode: $newPasscode, confirmation: $confirmPasscode)
        .nicknameAlert(isPresented: $showNickname, nickname: $nickname)
    }

    @ViewBuilder
    private var proxyCredentialFields: some View {
        TextField("Proxy User", text: $proxyUser)
            .textInputAutocapitalization(.never)
        SecureField("Proxy Password", text: $proxyPassword)  // expect: alert-form-content
    }

    private var inviteCodeField: some View {
        TextField("Invite Code", text: $inviteCode)
            .textInputAutocapitalization(.characters)
            .autocorrectionDisabled()
    }
}

struct NewPasscodeAlert: ViewModifier {
    @Binding var isPresented: Bool
    @Binding var passcode: String
    @Binding var confirmation: String

    func body(content: Content) -> some View {
        content
            // flagged: passcode and its confirmation are two secure fields
            .alert("Set a Passcode", isPresented: $isPresented) {
                SecureField("Passcode", text: $passcode)
                SecureField("Confirm Passcode", text: $confirmation)  // expect: alert-form-content
                Button("Set") {}
                Button("Cancel", role: .cancel) {}
            }
    }
}

struct NicknameAlert: ViewModifier {
    @Binding var isPresented: Bool
    @Binding var nickname: String

    func body(content: Content) -> some View {
        // clean: `content.alert(` with one text field
        content.alert("Name This Device", isPresented: $isPresented) {
            TextField("Nickname", text: $nickname)
            Button("Save") {}
            Button("Cancel", role: .cancel) {}
        } message: {
            Text("Other devices on your account will see this name.")
        }
    }
}

extension View {
    func newPasscodeAlert(isPresented: Binding<Bool>, passcode: Binding<String>, confirmation: Binding<String>)
        -> some View
    {
        modifier(NewPasscodeAlert(isPresented: isPresented, passcode: passcode, confirmation: confirmation))
    }

    func nicknameAlert(isPresented: Binding<Bool>, nickname: Binding<String>) -> some View {
        modifier(NicknameAlert(isPresented: isPresented, nickname: nickname))
    }
}
