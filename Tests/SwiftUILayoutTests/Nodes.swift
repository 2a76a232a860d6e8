import Geometry
import SwiftUILayout

/// Small builders for trees written by hand in the tests: `view("VStack", content: [...])`.
func view(_ type: String, args arguments: [Argument] = [], content: [ViewNode] = [], _ modifiers: Modifier...) -> ViewNode {
    ViewNode(type: type, arguments: arguments, content: content, modifiers: modifiers)
}

func modifier(_ name: String, _ arguments: Argument...) -> Modifier {
    Modifier(name: name, arguments: arguments)
}

func arg(_ number: Double) -> Argument { Argument(.number(number)) }
func arg(_ label: String, _ number: Double) -> Argument { Argument(label, .number(number)) }
func arg(_ label: String? = nil, member: String) -> Argument { Argument(label, .member(member)) }
func arg(_ label: String? = nil, string: String) -> Argument { Argument(label, .string(string)) }
func arg(_ label: String? = nil, views: [ViewNode]) -> Argument { Argument(label, .views(views, parameter: nil)) }

/// An iPhone 17 Pro's hosting view with no bars: 402 × 874, safe area (62, 0, 34, 0) (RULES §1,
/// S41's logged hosting view), @3x.
let iPhone17Pro = (frame: Rect(x: 0, y: 0, width: 402, height: 874), insets: EdgeInsets(top: 62, left: 0, bottom: 34, right: 0))

func layout(_ root: ViewNode, host: (frame: Rect, insets: EdgeInsets) = iPhone17Pro, scale: Double = 3) -> SwiftUIScreen {
    HostingLayout.layout(root, path: "", in: host.frame, safeAreaInsets: host.insets, scale: scale)
}

extension SwiftUIScreen {
    func frame(_ name: String) -> Rect? { views.first { $0.name == name }?.windowFrame }
    func named(_ name: String) -> SwiftUIView? { views.first { $0.name == name } }
}
