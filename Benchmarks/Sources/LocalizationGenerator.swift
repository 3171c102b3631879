import Foundation

/// Writes an app's localisation files as real projects hold them: `<lang>.lproj/Localizable.strings`
/// and `InfoPlist.strings` in several languages (now and then UTF-16 with a byte-order mark, as
/// older Xcode wrote them), and for some apps a `Localizable.xcstrings` catalog with every
/// language in one JSON file. Keys are the ones the generated code spells.
struct LocalizationGenerator {
  var rng: SeededGenerator

  static let languages = ["en", "de", "fr", "es", "ja", "pt-BR", "zh-Hans", "ru"]
  /// A word each translation starts with, so that every language has its own bytes.
  static let markers = [
    "en": "", "de": "Löschen", "fr": "Supprimer", "es": "Eliminar", "ja": "削除", "pt-BR": "Excluir",
    "zh-Hans": "删除", "ru": "Удалить",
  ]

  /// The files of `app`, about `bytes` bytes in all, by path.
  mutating func files(app: String, bytes budget: Int) -> [(String, [UInt8])] {
    let hasCatalog = rng.chance(50)
    let utf16 = rng.chance(25)
    // A catalog entry spells every language: it takes about as many bytes as all the .strings.
    let entryBytes = hasCatalog ? 2 * Self.languages.count * 90 : Self.languages.count * 70
    let entries = self.entries(count: max(budget / entryBytes, 20))
    var result: [(String, [UInt8])] = []
    let split = hasCatalog ? entries.count / 2 : entries.count
    for language in Self.languages {
      let folder = "\(app)/Resources/\(language).lproj"
      result.append(("\(folder)/Localizable.strings", strings(entries[..<split], language: language, utf16: utf16)))
      let plist = [
        (key: "CFBundleDisplayName", value: app, comment: "Bundle name"),
        (key: "NSCameraUsageDescription", value: "\(app) uses the camera to scan documents.", comment: "Privacy"),
      ]
      result.append(("\(folder)/InfoPlist.strings", strings(plist[...], language: language, utf16: utf16)))
    }
    if hasCatalog {
      result.append(("\(app)/Resources/Localizable.xcstrings", catalog(entries[split...])))
    }
    return result
  }

  /// `count` distinct keys with their English value and a translator's comment.
  mutating func entries(count: Int) -> [(key: String, value: String, comment: String)] {
    var result: [(key: String, value: String, comment: String)] = []
    var round = 0
    while result.count < count {
      for feature in Vocabulary.features {
        for verb in Vocabulary.verbs where result.count < count {
          let noun = rng.pick(Vocabulary.nouns)
          let suffix = round == 0 ? "" : ".\(round)"
          switch rng.int(0...4) {
          case 0: result.append(("\(feature.lowercased()).\(verb)\(suffix)", verb.upperFirst, "Button"))
          case 1: result.append(("\(feature).\(verb).button\(suffix)", verb.upperFirst, ""))
          case 2: result.append(("\(noun.lowerFirst).\(verb)\(suffix)", "\(verb.upperFirst) \(noun)", "Menu item"))
          case 3:
            result.append(
              ("\(feature.lowercased()).\(verb).title\(suffix)", "\(verb.upperFirst) \(noun)?", "Alert title"))
          default:
            result.append(
              ("\(feature.lowercased()).\(verb).message\(suffix)", rng.pick(Vocabulary.phrases), "Alert message"))
          }
        }
      }
      round += 1
    }
    return result
  }

  /// The translation of `value` into `language`.
  func translated(_ value: String, _ language: String) -> String {
    let marker = Self.markers[language] ?? language
    return marker.isEmpty ? value : "\(marker) \(value)"
  }

  /// A `.strings` file: `/* comment */` and `"key" = "value";` lines.
  func strings(
    _ entries: ArraySlice<(key: String, value: String, comment: String)>, language: String, utf16: Bool
  ) -> [UInt8] {
    var text = ""
    for entry in entries {
      text += "/* \(entry.comment.isEmpty ? "No comment provided by engineer." : entry.comment) */\n"
      text += "\"\(escaped(entry.key))\" = \"\(escaped(translated(entry.value, language)))\";\n\n"
    }
    guard utf16 else { return Array(text.utf8) }
    var bytes: [UInt8] = [0xFF, 0xFE]
    for unit in text.utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
    return bytes
  }

  /// A string catalog with every language of every key.
  func catalog(_ entries: ArraySlice<(key: String, value: String, comment: String)>) -> [UInt8] {
    var text = "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n"
    for (index, entry) in entries.enumerated() {
      text += "    \"\(escaped(entry.key))\" : {\n"
      if !entry.comment.isEmpty { text += "      \"comment\" : \"\(escaped(entry.comment))\",\n" }
      text += "      \"extractionState\" : \"manual\",\n      \"localizations\" : {\n"
      for (n, language) in Self.languages.enumerated() {
        text += "        \"\(language)\" : {\n          \"stringUnit\" : {\n"
        text += "            \"state\" : \"translated\",\n"
        text += "            \"value\" : \"\(escaped(translated(entry.value, language)))\"\n"
        text += "          }\n        }\(n + 1 < Self.languages.count ? "," : "")\n"
      }
      text += "      }\n    }\(index + 1 < entries.count ? "," : "")\n"
    }
    text += "  },\n  \"version\" : \"1.0\"\n}\n"
    return Array(text.utf8)
  }

  private func escaped(_ text: String) -> String {
    text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
  }
}
