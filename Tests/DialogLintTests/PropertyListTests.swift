import Testing

@testable import DialogModel

@Suite("Property lists: the old-style format of project.pbxproj")
struct PropertyListTests {
  @Test("dictionaries, arrays, quoted and bare strings and comments read as Xcode writes them")
  func reads() throws {
    let text = """
      // !$*UTF8*$!
      {
      \tobjects = {
      \t\tA1 /* App.swift in Sources */ = {isa = PBXBuildFile; fileRef = R1 /* App.swift */; };
      \t\tR1 = {isa = PBXFileReference; path = "My App/\\"Main\\".swift"; sourceTree = "<group>"; };
      \t\tL1 = {isa = XCConfigurationList; buildConfigurations = (C1, C2, ); };
      \t};
      \trootObject = P1;
      }
      """
    let list = try #require(PropertyList(Array(text.utf8)))
    #expect(list.root["rootObject"]?.string == "P1")
    #expect(list.root["objects"]?["A1"]?["fileRef"]?.string == "R1")
    #expect(list.root["objects"]?["R1"]?["path"]?.string == "My App/\"Main\".swift")
    #expect(list.root["objects"]?["R1"]?["sourceTree"]?.string == "<group>")
    #expect(list.root["objects"]?["L1"]?["buildConfigurations"]?.words == ["C1", "C2"])
    #expect(
      PropertyList(Array("{ SUPPORTED_PLATFORMS = \"iphoneos iphonesimulator\"; }".utf8))?.root["SUPPORTED_PLATFORMS"]?
        .words
        == ["iphoneos", "iphonesimulator"])
  }

  @Test(
    "a file that is no property list reads as none, without trapping",
    arguments: [
      "", "{", "{ a = b }", "{ a = \"b; }", "( a b )", "{ a = b; } trailing", "/* open", "{ = b; }",
      String(repeating: "(", count: 100_000), String(repeating: "{a=", count: 10_000),
    ])
  func rejects(text: String) {
    #expect(PropertyList(Array(text.utf8)) == nil)
  }

  @Test("a project of groups nested deeper than any project's is read as unplaceable, not walked down")
  func deepGroups() {
    let depth = 20_000
    var objects = (0..<depth).map { "G\($0) = {isa = PBXGroup; children = (G\($0 + 1)); sourceTree = \"<group>\"; };" }
    objects += [
      "C1 = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = iphoneos; IPHONEOS_DEPLOYMENT_TARGET = 16.0;}; name = Release;};",
      "C2 = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = watchos; WATCHOS_DEPLOYMENT_TARGET = 9.0;}; name = Release;};",
      "C0 = {isa = XCBuildConfiguration; buildSettings = {}; name = Release;};",
      "L0 = {isa = XCConfigurationList; buildConfigurations = (C0);};",
      "L1 = {isa = XCConfigurationList; buildConfigurations = (C1);};",
      "L2 = {isa = XCConfigurationList; buildConfigurations = (C2);};",
      "N1 = {isa = PBXNativeTarget; buildConfigurationList = L1; buildPhases = (); name = App;};",
      "N2 = {isa = PBXNativeTarget; buildConfigurationList = L2; buildPhases = (); name = Watch;};",
      "P1 = {isa = PBXProject; buildConfigurationList = L0; mainGroup = G0; targets = (N1, N2);};",
    ]
    let text = "{ objects = { \(objects.joined(separator: " ")) }; rootObject = P1; }"
    let project = XcodeProject(Array(text.utf8), folder: "App/")
    #expect(project.targets == nil)
    #expect(project.minimums == ["iOS": 16, "watchOS": 9])
  }
}
