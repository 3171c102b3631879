import Foundation

/// `shapes`: the inputs on which the whole scan once grew faster than linearly (issue 8), each at
/// one size and four times that size, for `Benchmarks/run` to time with the `dialoglint` binary.
///
/// Each shape goes to `DIR/<name>/1x` and `DIR/<name>/4x`. A linear scan takes about 4 times as
/// long (and as much memory above the process's fixed part) on the second; a quadratic one 16.
struct Shapes {
  /// One shape: its folder name, what it is, and its files for a number of units.
  struct Shape: Sendable {
    var name: String
    var summary: String
    /// The units of the 1× size.
    var units: Int
    var files: @Sendable (Int) -> [(String, [UInt8])]
  }

  static let all: [Shape] = [
    Shape(
      name: "long-line", summary: "one line of view code, an alert every 100 statements (1 MB, 4 MB)", units: 31_000
    ) {
      [("LongLine.swift", longLine(statements: $0))]
    },
    Shape(name: "chained-sheets", summary: "sheets chained on one line (1,000, 4,000)", units: 1_000) {
      [("Chained.swift", chainedSheets($0))]
    },
    Shape(
      name: "alerts-in-one-type", summary: "alerts in one body, one button presents them (2,500, 10,000)", units: 2_500
    ) {
      [("Alerts.swift", alertsInOneBody($0))]
    },
    Shape(
      name: "own-bindings", summary: "alerts in one type, each with its own state and button (1,000, 4,000)",
      units: 1_000
    ) {
      [("OwnBindings.swift", alertsWithOwnBindings($0))]
    },
    Shape(
      name: "views-in-one-file", summary: "small views in one file, each with a dialog (1,000, 4,000)", units: 1_000
    ) {
      [("Views.swift", viewsInOneFile($0))]
    },
    Shape(name: "many-files", summary: "small view files, one in ten with a dialog (2,000, 8,000)", units: 2_000) {
      manyFiles($0)
    },
    Shape(name: "deep-nesting", summary: "nested stacks, a sheet every 10 levels (2,500, 10,000 levels)", units: 2_500)
    {
      [("Deep.swift", deepNesting($0))]
    },
  ]

  static func write(into directory: String) throws {
    for shape in all {
      for (label, multiple) in [("1x", 1), ("4x", 4)] {
        let folder = URL(fileURLWithPath: directory).appendingPathComponent("\(shape.name)/\(label)")
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var bytes = 0
        let files = shape.files(shape.units * multiple)
        for (name, contents) in files {
          try Data(contents).write(to: folder.appendingPathComponent(name))
          bytes += contents.count
        }
        print("shapes: \(shape.name)/\(label): \(files.count) files, \(bytes) bytes — \(shape.summary)")
      }
    }
  }

  /// The state a view's dialogs present, and buttons that set it.
  private static let header = """
    import SwiftUI

    struct ShapeView: View {
      @State private var isShowingDelete = false
      @State private var isShowingRename = false
      @State private var isShowingEditor = false
      @AccessibilityFocusState private var isListFocused: Bool

    """

  static func longLine(statements: Int) -> [UInt8] {
    var line = "  var body: some View { VStack { "
    for k in 0..<statements {
      if k % 100 == 0 {
        line +=
          #"Text("Row \#(k)").alert("Delete row \#(k)?", isPresented: $isShowingDelete) { Button("Delete", role: .destructive) { remove(\#(k)) }; Button("Cancel", role: .cancel) {} }; "#
      } else if k == 50 {
        line += #"Button("Delete") { isShowingDelete = true }.accessibilityFocused($isListFocused); "#
      } else {
        line += #"Text("Row \#(k)").font(.body); "#
      }
    }
    return Array((header + line + "} }\n  func remove(_ row: Int) {}\n}\n").utf8)
  }

  static func chainedSheets(_ count: Int) -> [UInt8] {
    var line = #"  var body: some View { Button("Edit") { isShowingEditor = true }"#
    for k in 0..<count {
      line += #".sheet(isPresented: $isShowingEditor) { Text("Editor \#(k)") }"#
    }
    return Array((header + line + " }\n}\n").utf8)
  }

  static func alertsInOneBody(_ count: Int) -> [UInt8] {
    var text = header + "  var body: some View {\n    VStack {\n"
    text += #"      Button("Delete") { isShowingDelete = true }"# + "\n"
    for k in 0..<count {
      text += #"      Text("Row \#(k)")"# + "\n"
      text +=
        #"        .alert("Delete \#(k)?", isPresented: $isShowingDelete) { Button("Delete", role: .destructive) {} }"#
      text += "\n"
    }
    return Array((text + "    }\n  }\n}\n").utf8)
  }

  /// Every dialog with a binding and a trigger of its own: the stored properties stand between
  /// the body and the start of the type, which the search for each trigger must not walk.
  static func alertsWithOwnBindings(_ count: Int) -> [UInt8] {
    var text = "import SwiftUI\n\nstruct ShapeView: View {\n"
    for k in 0..<count { text += "  @State private var isShowingDelete\(k) = false\n" }
    text += "\n  var body: some View {\n    VStack {\n"
    for k in 0..<count {
      text += #"      Button("Delete \#(k)") { isShowingDelete\#(k) = true }"# + "\n"
      text += #"        .alert("Delete \#(k)?", isPresented: $isShowingDelete\#(k)) {"# + "\n"
      text += #"          Button("Delete", role: .destructive) {}"# + "\n        }\n"
    }
    return Array((text + "    }\n  }\n}\n").utf8)
  }

  static func viewsInOneFile(_ count: Int) -> [UInt8] {
    var text = "import SwiftUI\n"
    for k in 0..<count {
      text += "\nstruct Row\(k)View: View {\n  @State private var isShowingDelete = false\n\n"
      text += "  var body: some View {\n"
      text += #"    Button("Delete") { isShowingDelete = true }"# + "\n"
      text +=
        #"      .alert("Delete row \#(k)?", isPresented: $isShowingDelete) { Button("Delete", role: .destructive) {} }"#
      text += "\n  }\n}\n"
    }
    return Array(text.utf8)
  }

  static func manyFiles(_ count: Int) -> [(String, [UInt8])] {
    (0..<count).map { k in
      var text = "import SwiftUI\n\nstruct Row\(k)View: View {\n  @State private var isShowingDelete = false\n\n"
      text += "  var body: some View {\n    HStack {\n      Text(\"Row \(k)\")\n"
      text += #"      Button("Delete") { isShowingDelete = true }"# + "\n    }\n"
      if k % 10 == 0 {
        text +=
          #"    .alert("Delete row \#(k)?", isPresented: $isShowingDelete) { Button("Delete", role: .destructive) {} }"#
        text += "\n"
      }
      return ("Row\(k)View.swift", Array((text + "  }\n}\n").utf8))
    }
  }

  static func deepNesting(_ depth: Int) -> [UInt8] {
    var text = header + "  var body: some View {\n"
    for k in 0..<depth {
      text += "VStack {\n"
      if k == 0 { text += #"Button("Edit") { isShowingEditor = true }"# + "\n" }
      if k % 10 == 0 { text += #"Text("Level \#(k)").sheet(isPresented: $isShowingEditor) { Text("Editor") }"# + "\n" }
    }
    text += String(repeating: "}\n", count: depth)
    return Array((text + "  }\n}\n").utf8)
  }
}
