// swift-format-ignore-file
// Generated from rules.json by GeneratedFilesTests: edit rules.json, then run DIALOGLINT_RECORD=1 swift test.

/// rules.json, the built-in rule catalog, as the binary carries it.
let embeddedRulesJSON: String = ##"""
{
  "version": 1,
  "rules": [
    {
      "id": "alert-focus-return",
      "check": "focus-return",
      "severity": "warning",
      "kinds": [
        "alert",
        "confirmationDialog",
        "actionSheet"
      ],
      "summary": "An alert or confirmation dialog shown by a control must return VoiceOver focus to that control when it closes.",
      "rationale": "When a dialog closes, VoiceOver focus otherwise jumps to the top of the screen or to an arbitrary element, and the user has to find their place again. SwiftUI returns focus only when the trigger carries .accessibilityFocused bound to an @AccessibilityFocusState and every action that leaves the trigger in place sets it back. The system's implicit OK (an alert with no actions) and the system Cancel of a confirmation dialog cannot do that.",
      "wcag": [
        "2.4.3"
      ],
      "help": "Bind the trigger to an `@AccessibilityFocusState` and set it in every action that leaves the trigger on screen:\n\n```swift\n@AccessibilityFocusState private var isArchiveFocused: Bool\n\nButton(\"Archive\") { showArchive = true }\n  .accessibilityFocused($isArchiveFocused)\n  .alert(\"Archive message?\", isPresented: $showArchive) {\n    Button(\"Archive\") { archive(); isArchiveFocused = true }\n    Button(\"Cancel\", role: .cancel) { isArchiveFocused = true }\n  }\n```\n\nAn action that closes the trigger's screen, takes the trigger away, disables it or opens another screen or dialog need not set it, nor does a destructive one that runs code: switching a device off, stopping a task or emptying a list may take away the trigger or what holds it in ways the code does not show, so focus returns from Cancel and the other actions.\n\nThe trigger is a control of the presenting type whose action sets the binding, directly or through a function of the type (one level); a control that calls a view model's function (`Button(\"Delete\", action: model.confirmDelete)`, `store.send(.delete)`) is not followed. A dialog raised by an event (an error, a finished task, a subscription) has no trigger and is not checked. An alert with no actions shows the system's OK, which cannot move focus: write the OK button yourself. `@FocusState` is keyboard focus and does not move VoiceOver. Code for tvOS only (`#if os(tvOS)`, or a file only tvOS targets of its Xcode project compile) is not checked: the focus engine returns focus itself."
    },
    {
      "id": "ambiguous-action-label",
      "check": "action-label",
      "severity": "warning",
      "kinds": [
        "alert",
        "confirmationDialog",
        "actionSheet"
      ],
      "summary": "Dialog actions must say what they do: no \"Yes\"/\"No\", and no \"OK\" among several choices.",
      "rationale": "VoiceOver users often move straight to the buttons and hear them without the alert's text. \"Yes\" or \"No\" gives no clue to what will happen; \"OK\" is clear as a lone acknowledgement but not as one choice among several.",
      "wcag": [
        "2.4.6",
        "3.3.2"
      ],
      "help": "Name the action by its effect:\n\n```swift\n.alert(\"Discard this draft?\", isPresented: $confirm) {\n  Button(\"Discard\", role: .destructive) { discard() }   // not \"Yes\"\n  Button(\"Keep Editing\", role: .cancel) { }           // not \"No\"\n}\n```\n\nLabels are compared without case or punctuation, after resolving localised strings. A team can ban more labels by listing them in `labels`.",
      "parameters": {
        "labels": [
          "Yes",
          "No"
        ],
        "choiceLabels": [
          "OK",
          "Okay"
        ]
      }
    },
    {
      "id": "missing-cancel-role",
      "check": "cancel-role",
      "severity": "warning",
      "kinds": [
        "alert",
        "confirmationDialog",
        "actionSheet"
      ],
      "summary": "The action that backs out of a dialog must have role: .cancel.",
      "rationale": "The cancel role tells VoiceOver, the Escape key, and the system's layout which action leaves the dialog unchanged. An alert with two or more actions and no cancel role gives keyboard and assistive-technology users no predictable way out, and a button labelled \"Cancel\" without the role is announced like any other.",
      "wcag": [
        "4.1.2",
        "2.1.1"
      ],
      "help": "Give the way out its role:\n\n```swift\nButton(\"Not Now\", role: .cancel) { }\n```\n\nA confirmation dialog adds its own Cancel, so only dismissive labels are checked there. The iOS 26 `.close` role counts as a cancel role.",
      "parameters": {
        "dismissiveLabels": [
          "Cancel",
          "Not Now",
          "Dismiss",
          "Never Mind",
          "Nevermind",
          "No Thanks",
          "No, Thanks",
          "Close",
          "Maybe Later",
          "Later",
          "Go Back",
          "Back",
          "Keep Editing",
          "Don't Allow",
          "Skip"
        ]
      }
    },
    {
      "id": "missing-destructive-role",
      "check": "destructive-role",
      "severity": "warning",
      "kinds": [
        "alert",
        "confirmationDialog",
        "actionSheet"
      ],
      "summary": "Destructive actions must have role: .destructive, not just a red tint.",
      "rationale": "The destructive role makes VoiceOver announce the danger and the system style the button; colour alone reaches no one who cannot see it. Actions that delete, remove, reset or sign out are the ones users most need warned about.",
      "wcag": [
        "4.1.2",
        "1.4.1",
        "3.3.4"
      ],
      "help": "```swift\nButton(\"Delete Account\", role: .destructive) { deleteAccount() }\n```\n\nA label starting with one of `destructiveVerbs` (as whole words: \"Delete\" but not \"Deleted\") needs the role; so does a button painted red with `.foregroundColor(.red)`, `.tint(.red)` or `.foregroundStyle(.red)` that runs code of the app (a red Cancel whose action is `{}` destroys nothing). Labels starting with one of `exceptions` (\"Reset Password\", \"Remove Ads\", …) are not destructive.",
      "parameters": {
        "destructiveVerbs": [
          "Delete",
          "Remove",
          "Erase",
          "Discard",
          "Reset",
          "Clear",
          "Sign Out",
          "Log Out",
          "Logout",
          "Unsubscribe",
          "Block",
          "Revoke",
          "Deactivate",
          "Wipe",
          "Uninstall",
          "Destroy",
          "Purge",
          "Empty Trash",
          "Delete All",
          "Remove All",
          "Forget",
          "Unpair",
          "Cancel Subscription",
          "End Call",
          "Disconnect",
          "Leave Folder",
          "Leave Group",
          "Leave Conversation",
          "Leave Chat",
          "Leave Channel",
          "Leave Space",
          "Leave Room",
          "Leave Team"
        ],
        "exceptions": [
          "Reset Password",
          "Remove Ads",
          "Clear Search",
          "Clear Filters",
          "Clear Selection",
          "Block Ads",
          "Delete Filter"
        ]
      }
    },
    {
      "id": "too-many-actions",
      "check": "action-count",
      "severity": "warning",
      "kinds": [
        "alert"
      ],
      "summary": "An alert should offer at most three actions.",
      "rationale": "Alert buttons are read one at a time; past three, the choice is hard to keep in mind by ear and the alert turns into a scrolling list. A confirmation dialog or a sheet is made for longer lists.",
      "wcag": [
        "2.4.6"
      ],
      "help": "Move long lists of choices to `.confirmationDialog` or a sheet. Each `if`/`else` branch is counted on its own; actions built by `ForEach` make the count unknown and are not judged.",
      "parameters": {
        "maximum": 3
      }
    },
    {
      "id": "alert-form-content",
      "check": "alert-form-content",
      "severity": "warning",
      "kinds": [
        "alert"
      ],
      "summary": "An alert may hold one text field and nothing else: forms belong in a sheet.",
      "rationale": "A second text field, or a toggle, picker or slider inside an alert, has no visible label VoiceOver can pair with it and no room for instructions or errors. That is a form, and a sheet gives it headings, labels and scrolling.",
      "wcag": [
        "3.3.2",
        "2.4.3"
      ],
      "help": "```swift\n.sheet(isPresented: $join) { JoinNetworkForm() }   // user name, password, options\n```",
      "parameters": {
        "maximumTextFields": 1
      }
    },
    {
      "id": "vague-alert-title",
      "check": "dialog-title",
      "severity": "note",
      "kinds": [
        "alert",
        "confirmationDialog",
        "actionSheet"
      ],
      "summary": "A dialog's title must say what happened or what is being decided.",
      "rationale": "VoiceOver reads the title first. \"Error\" or \"Are you sure?\" makes the user dig through the message to learn what went wrong or what is at stake; an empty title reads as nothing at all.",
      "wcag": [
        "2.4.6",
        "3.3.1"
      ],
      "help": "Say what happened: \"Couldn't Save Photo\", \"Delete 3 messages?\". A confirmation dialog's title counts only with `titleVisibility: .visible`. Titles computed at run time are not judged.",
      "parameters": {
        "vagueTitles": [
          "Error",
          "Alert",
          "Warning",
          "Oops",
          "Whoops",
          "Uh oh",
          "Are you sure?",
          "Are you sure",
          "Confirm",
          "Confirmation",
          "Something went wrong",
          "An error occurred",
          "Attention",
          "Notice",
          "Info",
          "Information",
          "Failed",
          "Failure",
          "Problem",
          "Hmm",
          "Sorry"
        ]
      }
    },
    {
      "id": "deprecated-alert-api",
      "check": "deprecated-api",
      "severity": "warning",
      "kinds": [
        "alert",
        "confirmationDialog",
        "actionSheet"
      ],
      "summary": "Alert(…), ActionSheet(…) and the content: forms of .alert and .actionSheet cannot carry roles or return focus.",
      "rationale": "The legacy values were deprecated in iOS 15. Their buttons cannot take the new roles, and their actions run after the dialog is gone, too late to move VoiceOver focus back to the trigger.",
      "wcag": [
        "4.1.2",
        "2.4.3"
      ],
      "help": "```swift\n// before\n.alert(isPresented: $confirm) {\n  Alert(title: Text(\"Discard draft?\"), primaryButton: .destructive(Text(\"Discard\")), secondaryButton: .cancel())\n}\n// after\n.alert(\"Discard draft?\", isPresented: $confirm) {\n  Button(\"Discard\", role: .destructive) { }\n}\n```\n\n`.actionSheet` becomes `.confirmationDialog(_:isPresented:titleVisibility:actions:)`."
    },
    {
      "id": "modal-focus-return",
      "check": "focus-return",
      "severity": "warning",
      "kinds": [
        "sheet",
        "fullScreenCover",
        "popover"
      ],
      "summary": "A sheet, full-screen cover or popover shown by a control must return VoiceOver focus to that control when dismissed.",
      "rationale": "When a modal is dismissed, VoiceOver focus otherwise lands at the top of the screen. Binding the trigger to an @AccessibilityFocusState and setting it in onDismiss puts the user back where they were.",
      "wcag": [
        "2.4.3"
      ],
      "help": "```swift\n@AccessibilityFocusState private var isSettingsFocused: Bool\n\nButton(\"Settings\") { showSettings = true }\n  .accessibilityFocused($isSettingsFocused)\n  .sheet(isPresented: $showSettings, onDismiss: { isSettingsFocused = true }) {\n    SettingsView()\n  }\n```\n\nThe trigger is found as for alert-focus-return: a control of the presenting type whose action sets the binding, directly or through a function of the type. A modal shown by an event has no trigger and is not checked.\n\nA popover takes no `onDismiss:`: set the focus state as it closes, in an `.onChange(of:)` on its state:\n\n```swift\n.popover(isPresented: $showFilters) { FiltersView() }\n.onChange(of: showFilters) {\n  if !showFilters { isFiltersFocused = true }\n}\n```\n\nThe fix writes the `.onChange(of:)` in the form the file already uses (iOS 17's, or `{ _ in … }` before it), and is not offered in a file that uses none, nor in a Mac app or under `#if os(macOS)`: there a popover also closes as the user moves to another control, and focus sent back then would take VoiceOver away from it. Nor is it offered where what runs as the modal closes may show another dialog of its type, which then takes focus (its onDismiss:, or a callback its content always runs, such as a recorded clip whose .onChange(of:) opens a trimmer), nor for an item that code other than a control sets too (a sign-in flow that goes on to a verification step): the modal closes as one item gives way to the next, and focus would leave the flow. Nor where the content closes the modal as it takes the user somewhere (a pick that calls `scrollTo(…)`, `openURL(…)` or `router.navigate(…)` and closes, or calls back to code that does: `onSelect: { path.append($0) }`): focus sent back to the trigger would undo the move. Code for tvOS only (`#if os(tvOS)`, or a file only tvOS targets of its Xcode project compile) is not checked: the focus engine returns focus itself."
    },
    {
      "id": "modal-missing-close-control",
      "check": "modal-close-control",
      "severity": "warning",
      "kinds": [
        "sheet",
        "fullScreenCover",
        "popover"
      ],
      "summary": "A sheet or full-screen cover must offer an explicit control that closes it.",
      "rationale": "Swiping a sheet down is a gesture many VoiceOver, Switch Control and keyboard users cannot make; a full-screen cover, or a sheet with .interactiveDismissDisabled(), has no gesture at all. Without a button, the modal is a trap.",
      "wcag": [
        "2.1.2"
      ],
      "help": "```swift\nstruct SettingsView: View {\n  @Environment(\\.dismiss) private var dismiss\n  var body: some View {\n    NavigationStack {\n      Form { … }\n        .toolbar { Button(\"Done\") { dismiss() } }\n    }\n  }\n}\n```\n\nAny of these counts as a close control: calling a name bound to `\\.dismiss`, `presentationMode.wrappedValue.dismiss()`, setting the presentation binding to false or the item to nil (or toggling it), a `.cancel` button, a button labelled like one in `closeLabels` or showing a symbol in `closeSymbols` (for apps whose store does the dismissing), or one of the views listed in `closeControls`. Content wrapping a UIKit controller is not judged, nor is content where a part the analyzer cannot read may close it: a view of another module that is handed a closure, a binding or a store, or whose name says close, dismiss, done or cancel. Full-screen covers and sheets that cannot be swiped away are reported at `escalatedSeverity`. A sheet with `.presentationBackgroundInteraction(.enabled…)` is a panel rather than a trap and is left to `modal-background-interaction`. A popover is judged where it shows as a sheet: on iPhone, unless its content has `.presentationCompactAdaptation(.popover)` (or `.none`), and never in a Mac app or under `#if os(macOS)`.",
      "parameters": {
        "closeControls": [
          "CloseButton",
          "DismissButton",
          "DoneButton",
          "CancelButton",
          "CancelToolbarItem",
          "CloseToolbarItem",
          "DoneToolbarItem"
        ],
        "closeLabels": [
          "Done",
          "Close",
          "Cancel",
          "Dismiss",
          "OK",
          "Not Now",
          "Back",
          "Later",
          "Maybe Later",
          "Skip",
          "Got It",
          "Finish",
          "No Thanks"
        ],
        "closeSymbols": [
          "xmark",
          "xmark.circle",
          "xmark.circle.fill",
          "xmark.square",
          "xmark.square.fill",
          "chevron.down",
          "chevron.down.circle",
          "chevron.down.circle.fill"
        ],
        "escalatedSeverity": "error"
      }
    },
    {
      "id": "modal-title-heading",
      "check": "modal-heading",
      "severity": "warning",
      "kinds": [
        "sheet",
        "fullScreenCover",
        "popover"
      ],
      "summary": "A modal's content must have a title exposed as a heading.",
      "rationale": "When a sheet opens, VoiceOver users find their bearings by jumping to the first heading. A visual title in a large font is not a heading unless it carries the header trait; .navigationTitle is one only inside a navigation container.",
      "wcag": [
        "1.3.1",
        "2.4.6"
      ],
      "help": "```swift\nNavigationStack {\n  Form { … }.navigationTitle(\"Settings\")\n}\n// or\nText(\"Settings\").font(.title).accessibilityAddTraits(.isHeader)\n```\n\nA view of another module holds no heading unless it is handed a title or its name speaks of one (title, header, Markdown, web). A popover is judged where it shows as a sheet, as for `modal-missing-close-control`."
    },
    {
      "id": "modal-not-scrollable",
      "check": "modal-scroll",
      "severity": "note",
      "kinds": [
        "sheet",
        "fullScreenCover",
        "popover"
      ],
      "summary": "A modal that shows text or controls must be able to scroll.",
      "rationale": "At the largest Dynamic Type sizes the content of a sheet grows past its height; without a scrolling container the rest is cut off and cannot be reached.",
      "wcag": [
        "1.4.4",
        "1.4.10"
      ],
      "help": "Wrap the content in a `ScrollView`, or build it with `List` or `Form`. A container with `.scrollDisabled(true)` does not count. A Mac app (no file imports UIKit, some import AppKit) is not judged: its text does not grow with Dynamic Type. A view of another module does not scroll unless its name says it may (list, grid, scroll, table, pager, web…); then the content is not judged. A popover is judged where it shows as a sheet, as for `modal-missing-close-control`."
    },
    {
      "id": "modal-background-interaction",
      "check": "modal-background-interaction",
      "severity": "warning",
      "kinds": [
        "sheet",
        "fullScreenCover"
      ],
      "summary": "A sheet must not let the view behind it be used.",
      "rationale": ".presentationBackgroundInteraction(.enabled…) lets touches and VoiceOver swipes reach the view underneath: the sheet is no longer modal, and users lose track of which layer they are in.",
      "wcag": [
        "2.4.3",
        "2.4.11"
      ],
      "help": "Remove the modifier, or show the content inline (for instance in a `safeAreaInset`) rather than as a sheet. Only the modifier inside the content counts; one after `.sheet(…)` applies to the presenting view."
    },
    {
      "id": "faux-dialog",
      "check": "faux-dialog",
      "severity": "warning",
      "kinds": [
        "overlay"
      ],
      "summary": "A custom overlay must not stand in for an alert, dialog or sheet.",
      "rationale": "A view shown under if showAlert { … } in a ZStack or .overlay looks like a dialog but is not one to VoiceOver: nothing announces it, focus stays behind it, and the view underneath can still be reached.",
      "wcag": [
        "4.1.2",
        "2.4.3"
      ],
      "help": "Use `.alert`, `.confirmationDialog` or `.sheet`. If the custom look is essential, mark the overlay `.accessibilityAddTraits(.isModal)`, hide the content behind it with `.accessibilityHidden(true)`, and move focus into it with `@AccessibilityFocusState`."
    }
  ]
}
"""##
