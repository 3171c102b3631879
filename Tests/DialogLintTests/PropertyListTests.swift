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
}
