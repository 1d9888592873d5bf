import FlowLayoutEngine
import Foundation
import Testing

/// The documentation's pictures are where its articles say: every image an article or the
/// README shows exists, every setting's value has its picture in the Settings article, and no
/// picture of a setting is left unshown.
@Suite struct DocumentationPictureTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../..").standardizedFileURL

  /// The targets of the Markdown images in `text`, `![alt](target)`, whose alt text may run
  /// over several lines.
  static func images(in text: String) -> [String] {
    text.matches(of: /!\[[^\]]*\]\(([^)\s]+)\)/).map { String($0.output.1) }
  }

  /// The files under `folder`, by name.
  static func files(under folder: URL) -> Set<String> {
    let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
    return Set((enumerator?.allObjects as? [URL] ?? []).map(\.lastPathComponent))
  }

  /// The catalogues of the library products.
  static var catalogues: [URL] {
    ["FlowLayoutEngine", "SwiftFlowLayout", "FlowCollectionLayout"].map {
      root.appendingPathComponent("Sources/\($0)/\($0).docc")
    }
  }

  /// An article's image names a file of its catalogue, as DocC finds resources by name.
  @Test func everyArticleImageIsInItsCatalogue() throws {
    var count = 0
    for catalogue in Self.catalogues {
      let names = Self.files(under: catalogue)
      for name in names where name.hasSuffix(".md") {
        let file = try #require(
          FileManager.default.enumerator(at: catalogue, includingPropertiesForKeys: nil)?
            .allObjects.compactMap { $0 as? URL }.first { $0.lastPathComponent == name })
        for image in Self.images(in: try String(contentsOf: file, encoding: .utf8)) {
          count += 1
          let exists = names.contains(image)
          #expect(exists, "\(name) shows \(image), which its catalogue lacks")
        }
      }
    }
    #expect(count > 40)
  }

  /// The README's and the design documents' images are files at the paths they give.
  @Test func everyReadmeImageExists() throws {
    let documents =
      [Self.root.appendingPathComponent("README.md")]
      + (try FileManager.default.contentsOfDirectory(
        at: Self.root.appendingPathComponent("Documentation"), includingPropertiesForKeys: nil
      )
      .filter { $0.pathExtension == "md" })
    var count = 0
    for document in documents {
      let text = try String(contentsOf: document, encoding: .utf8)
      for image in Self.images(in: text) where !image.hasPrefix("http") {
        count += 1
        let path = document.deletingLastPathComponent().appendingPathComponent(image).path
        #expect(
          FileManager.default.fileExists(atPath: path), "\(document.lastPathComponent): \(image)")
      }
    }
    #expect(count >= 5)
  }

  /// Every value of every choice setting has its picture, `setting-value.svg`, in the Settings
  /// article, and every picture of a setting is shown there.
  @Test func everySettingValueHasItsPictureInTheSettingsArticle() throws {
    let catalogue = Self.root.appendingPathComponent(
      "Sources/FlowLayoutEngine/FlowLayoutEngine.docc")
    let article = try String(
      contentsOf: catalogue.appendingPathComponent("Settings.md"), encoding: .utf8)
    let shown = Set(Self.images(in: article))
    func names<Choice: CaseIterable & RawRepresentable>(_ setting: String, _: Choice.Type)
      -> [String] where Choice.RawValue == String
    {
      Choice.allCases.map { "\(setting)-\($0.rawValue).svg" }
    }
    let expected =
      names("axis", FlowAxis.self) + names("justification", Justification.self)
      + names("last-line-justification", Justification.self)
      + names("item-alignment", ItemAlignment.self)
      + names("line-alignment", LineAlignment.self) + names("wrap", Wrap.self)
      + names("layout-direction", FlowLayoutDirection.self)
      + names("line-breaking", LineBreaking.self)
      + ["collapses-empty-items-false.svg", "collapses-empty-items-true.svg"]
    for name in expected {
      let isShown = shown.contains(name)
      #expect(isShown, "Settings.md lacks \(name)")
    }
    let pictures = Self.files(under: catalogue.appendingPathComponent("Resources/Settings"))
    #expect(pictures.isSuperset(of: expected))
    for picture in pictures {
      let isShown = shown.contains(picture)
      #expect(isShown, "Settings.md leaves out \(picture)")
    }
  }
}
