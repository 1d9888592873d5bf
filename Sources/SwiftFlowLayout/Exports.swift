// The SwiftUI types take the engine's settings (Justification, LineAlignment, …), so importing
// SwiftFlowLayout brings the engine too.
@_exported import FlowLayoutEngine
