import Geometry

extension LayoutTree {
    /// The names SwiftUI's shapes and colours go by: they take what they are offered (S3).
    static let fills: Set<String> = [
        "Color", "Rectangle", "RoundedRectangle", "Circle", "Capsule", "Ellipse",
        "UnevenRoundedRectangle", "ContainerRelativeShape", "LinearGradient",
        "RadialGradient", "AngularGradient", "Material",
    ]

    /// Every view type this layout knows, for "did you mean" when a name is not one.
    /// `knownViews` in a fixed order, for did-you-mean (a tie goes to the first).
    static let knownViewNames = knownViews.sorted()
    static let knownViews: Set<String> = fills.union(controls).union(builders).union([
        "Text", "Spacer", "Divider", "EmptyView", "Image", "Label", "ProgressView", "Toggle", "TextField", "SecureField", "LabeledContent",
    ])

    /// Views whose trailing closure holds their views.
    static let builders: Set<String> = [
        "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "Group", "List", "Form", "Section",
        "ScrollView", "GeometryReader", "NavigationStack", "NavigationView", "TabView", "ForEach",
    ]

    /// Controls a user touches: lint keeps them out of the unsafe bands.
    static let controls: Set<String> = [
        "Button", "Toggle", "TextField", "SecureField", "TextEditor", "Picker",
        "Menu", "Link", "NavigationLink", "Slider", "Stepper", "DatePicker",
        "ShareLink", "PasteButton", "ColorPicker",
    ]

    /// The element of the view itself, before its modifiers.
    mutating func buildView(_ node: ViewNode, env: Environment, index: Int, path: String) -> Int? {
        let type = node.type
        if node.content.isEmpty, Self.builders.contains(type), let closure = node.arguments.first(where: { $0.label == nil && $0.value.isClosureText }) {
            // A builder whose statements are not all views (a `let`, a call the reader cannot
            // see as a view): its views are not shown, and that is said.
            warn("\(type)'s view builder was not read as views (\(closure.value.describedShort)); it is laid out empty", at: node.position)
        }
        if Self.controls.contains(type) { listed[index].role = .control }
        switch type {
        case "Text":
            let text = string(node.argument(nil), env: env, at: node.position)
            listed[index].role = .text
            listed[index].text = text
            return add(.text(text, env.font, lineLimit: env.lineLimit))
        case _ where Self.fills.contains(type):
            listed[index].role = .fill
            return add(.fill)
        case "Spacer":
            listed[index].role = .spacer
            // S13: the system's default spacing, 8, unless minLength says.
            return add(.spacer(minLength: node.argument("minLength")?.number ?? 8, axis: env.stackAxis))
        case "Divider":
            return add(.divider(env.stackAxis ?? .vertical, thickness: 1 / scale))
        case "EmptyView":
            return nil
        case "VStack", "HStack", "LazyVStack", "LazyHStack", "ZStack", "Section", "GeometryReader":
            return buildStack(node, env: env, index: index, path: path)
        case "Image":
            return buildImage(node, env: env, index: index)
        case "Button", "Link", "NavigationLink", "Menu", "ShareLink":
            return buildButton(node, env: env, index: index, path: path)
        case "Label":
            return buildLabel(node, env: env, index: index, path: path)
        case "Toggle":
            return buildToggle(node, env: env, index: index, path: path)
        case "LabeledContent":
            return buildLabeledContent(node, env: env, index: index, path: path)
        case "TextField", "SecureField", "TextEditor", "Picker", "DatePicker", "Slider", "Stepper", "ColorPicker":
            return buildRowControl(node, env: env, index: index, path: path)
        case "ProgressView":
            return buildProgress(node)
        case "ScrollView", "List", "Form":
            return buildScroll(node, env: env, index: index, path: path)
        case "NavigationStack", "NavigationView", "NavigationSplitView", "TabView":
            warn("\(type) inside the screen's view is laid out as a plain container (only the outermost becomes the UIKit container, S37)", at: node.position)
            return add(.zstack(.center), buildChildren(node.content, env: env, parent: index, path: path))
        default:
            if let body = node.argument("body")?.views, !body.isEmpty {
                // An app's own view, inlined (`ViewIndex.expand`): laid out as its body (S1).
                return add(.zstack(.center), buildChildren(body, env: env, parent: index, path: path))
            }
            return buildPlaceholder(node, index: index)
        }
    }

    /// A stack of the views it holds: `VStack` and `HStack` (lazy ones fill across), `ZStack`,
    /// a `Section` (its header, content and footer down), a `GeometryReader` (its content from
    /// the top left).
    private mutating func buildStack(_ node: ViewNode, env: Environment, index: Int, path: String) -> Int? {
        let type = node.type
        var inner = env
        switch type {
        case "ZStack":
            inner.stackAxis = nil
            let children = buildChildren(node.content, env: inner, parent: index, path: path)
            return add(.zstack(node.argument("alignment")?.member.flatMap(Alignment.named) ?? .center), children)
        case "Section":
            inner.stackAxis = .vertical
            let views = (node.argument("header")?.views ?? []) + node.content + (node.argument("footer")?.views ?? [])
            return add(.stack(.vertical, .center, spacing: nil, fillsMinor: false), buildChildren(views, env: inner, parent: index, path: path))
        case "GeometryReader":
            inner.stackAxis = nil
            let children = buildChildren(node.content, env: inner, parent: index, path: path)
            return add(.geometryReader, [add(.zstack(.topLeading), children)])
        default:
            let axis: Axis = type.hasSuffix("VStack") ? .vertical : .horizontal
            let alignment = node.argument("alignment")?.member.flatMap(Alignment.named) ?? .center
            inner.stackAxis = axis
            let children = buildChildren(node.content, env: inner, parent: index, path: path)
            return add(.stack(axis, alignment, spacing: node.argument("spacing")?.number, fillsMinor: type.hasPrefix("Lazy")), children)
        }
    }

    /// A linear bar with a value; UIActivityIndicatorView's 20 × 20 spinner without (L).
    private mutating func buildProgress(_ node: ViewNode) -> Int? {
        if node.argument("value") != nil || node.argument(nil).map({ if case .number = $0 { true } else { false } }) == true {
            return add(
                .flexibleFrame(FlexibleFrame(minWidth: nil, idealWidth: nil, maxWidth: .infinity, minHeight: 4, idealHeight: 4, maxHeight: 4), .center),
                [add(.fill)])
        }
        return add(.fixed(Size(width: 20, height: 20)))
    }

    /// A view this layout does not model, or an app's own view whose body the source does not
    /// show: a flexible box named after its type (issue's placeholder rule), always said.
    mutating func buildPlaceholder(_ node: ViewNode, index: Int) -> Int {
        let why =
            node.type.first?.isLowercase == true
            ? "\(node.type) is a view the running app passes in: a flexible placeholder, 100 × 44 when offered nothing"
            : "\(node.type) is not a view layoutpreview lays out (an app's own view, or one not modelled): a flexible placeholder, 100 × 44 when offered nothing"
                + Suggestion.hint(for: node.type, in: Self.knownViewNames)
        warn(why, at: node.position)
        listed[index].role = .placeholder
        listed[index].assumption = .said(Explanation(why, confidence: .low))
        return add(.flexible(ideal: Size(width: 100, height: 44)))
    }

    mutating func buildImage(_ node: ViewNode, env: Environment, index: Int) -> Int {
        listed[index].role = .image
        let size: Size
        if node.argument("systemName") != nil {
            // An SF Symbol is about as tall as a line of its font and as wide (S20: L, no symbol metrics).
            size = Size(width: env.font.lineHeight, height: env.font.lineHeight)
            listed[index].assumption = .symbol(font: env.font.name)
        } else {
            size = Size(width: 100, height: 100)
            let why = "Image \(node.argument(nil).map(describe) ?? ""): an asset's size is the app's; 100 × 100 assumed"
            warn(why, at: node.position)
            listed[index].assumption = .said(Explanation(why, confidence: .low))
        }
        let resizable = node.modifiers.contains { $0.name == "resizable" }
        return add(resizable ? .resizable(size) : .fixed(size))
    }

    /// A button's label: its `label:` builder, its title, or its one view builder. A bordered
    /// style pads it (12 across, 7 down: L, UIButton.Configuration's medium insets).
    mutating func buildButton(_ node: ViewNode, env: Environment, index: Int, path: String) -> Int {
        var labelViews = node.argument("label")?.views ?? []
        if labelViews.isEmpty, let title = node.argument(nil), !title.isViews {
            labelViews = [ViewNode(type: "Text", arguments: [Argument(title)], position: node.position)]
        }
        if labelViews.isEmpty {
            // `Button(action: …) { label }` or `NavigationLink(destination: …) { label }`: the
            // view builder that is not the action or the destination.
            labelViews = node.arguments.filter { $0.label == nil || $0.label == "content" }.last?.value.views ?? []
        }
        var inner = env
        inner.stackAxis = nil
        let children = buildChildren(labelViews, env: inner, parent: index, path: path)
        if node.type == "Button", let text = labelViews.first?.argument(nil)?.string { listed[index].text = text }
        var label = add(.zstack(.center), children)
        if env.borderedButtons, node.type == "Button" {
            label = add(.padding(EdgeInsets(top: 7, left: 12, bottom: 7, right: 12)), [label])
        }
        return label
    }

    /// `Label(title, systemImage:)`: the symbol and the title side by side (the default label
    /// style; 8 apart and a symbol a line square, L).
    mutating func buildLabel(_ node: ViewNode, env: Environment, index: Int, path: String) -> Int {
        let title = string(node.argument(nil), env: env, at: node.position)
        listed[index].text = title
        listed[index].role = .text
        let icon = add(.fixed(Size(width: env.font.lineHeight, height: env.font.lineHeight)))
        let text = add(.text(title, env.font, lineLimit: env.lineLimit))
        return add(.stack(.horizontal, .center, spacing: 8, fillsMinor: false), [icon, text])
    }

    /// A `Toggle`: its label, then a flexible gap, then the 51 × 31 switch (UISwitch's size):
    /// it takes the width it is offered.
    mutating func buildToggle(_ node: ViewNode, env: Environment, index: Int, path: String) -> Int {
        var labelViews = node.arguments.last { $0.label == nil }?.value.views ?? []
        if labelViews.isEmpty, let title = node.argument(nil), !title.isViews {
            labelViews = [ViewNode(type: "Text", arguments: [Argument(title)], position: node.position)]
        }
        var inner = env
        inner.stackAxis = .horizontal
        let label = buildChildren(labelViews, env: inner, parent: index, path: path)
        let gap = add(.spacer(minLength: 8, axis: .horizontal))
        let control = add(.fixed(Size(width: 51, height: 31)))
        return add(.stack(.horizontal, .center, spacing: 0, fillsMinor: false), label + [gap, control])
    }

    /// `LabeledContent`: its label, then a flexible gap, then its value or its views, as a form row
    /// lays them out (the label leading, the value trailing: L).
    mutating func buildLabeledContent(_ node: ViewNode, env: Environment, index: Int, path: String) -> Int {
        var inner = env
        inner.stackAxis = .horizontal
        let title = node.argument(nil).flatMap { $0.isViews ? nil : $0 }
        let labelViews = title.map { [ViewNode(type: "Text", arguments: [Argument($0)], position: node.position)] } ?? node.argument("label")?.views ?? []
        let valueViews = node.argument("value").map { [ViewNode(type: "Text", arguments: [Argument($0)], position: node.position)] } ?? node.content
        let children = buildChildren(labelViews + [ViewNode(type: "Spacer", position: node.position)] + valueViews, env: inner, parent: index, path: path)
        return add(.stack(.horizontal, .center, spacing: nil, fillsMinor: false), children)
    }

    /// Text fields, pickers, sliders and steppers: as wide as offered, a line of their font tall
    /// (L: their UIKit controls' heights vary with style).
    mutating func buildRowControl(_ node: ViewNode, env: Environment, index: Int, path: String) -> Int {
        if let title = node.argument(nil), !title.isViews { listed[index].text = string(title, env: env, at: node.position) }
        listed[index].assumption = .control(type: node.type, font: env.font.name)
        let height = node.type == "Slider" ? 28 : node.type == "Stepper" || node.type == "DatePicker" ? 32 : env.font.lineHeight
        return add(
            .flexibleFrame(
                FlexibleFrame(minWidth: nil, idealWidth: 100, maxWidth: .infinity, minHeight: height, idealHeight: height, maxHeight: height), .leading),
            [add(.fill)])
    }

    /// An argument as the source wrote it, for warnings.
    func describe(_ value: Value) -> String {
        switch value {
        case .string(let s): "\"\(s)\""
        case .number(let n): PointFormat.string(n)
        case .bool(let b): b ? "true" : "false"
        case .member(let m): "." + m
        case .expression(let e): e
        case .array, .call, .range, .views: "…"
        }
    }
}
