/// The tags `flowlayout demo` shows: the subjects of the lesson this package grew from, in its
/// four languages, plus an emoji.
let demoTags = [
  "SwiftUI", "Layout", "FlowLayout", "sizeThatFits", "placeSubviews", "Placement", "spacing",
  "Een flowlayout bouwen", "terugloop", "Układ przepływowy", "zawijanie", "流式布局", "换行",
  "标签", "Mise en page fluide", "étiquettes", "retour à la ligne", "🏷️ tags", "✨",
]
