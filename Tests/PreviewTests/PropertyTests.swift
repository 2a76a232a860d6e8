import CatalogFacts
import Preview
import Testing

/// Invariants over the whole catalog, in every orientation, for a spread of containers.
struct PropertyTests {
    static let configurations = [
        "",
        "navigation: {}",
        "navigation: {bar: opaque}\ntabBar: {style: opaque}",
        "tabBar: {}\nnavigation: {toolbar: translucent, prefersLargeTitles: true}",
        "navigation: {bar: hidden}\nstatusBar: hidden",
        "navigation: {}\ncontroller: {additionalSafeAreaInsets: {top: -30, left: 12, bottom: 5}}",
    ]

    /// The iOS versions each device is checked on: the legacy mode, every era's first version it
    /// ran, iOS 18 where it ran it, and iOS 26 and 27 in both designs where it runs them.
    static func versions(_ device: Device) -> [(ios: Int, design: Design?)] {
        var list: [(Int, Design?)] = [(10, nil)]
        for ios in Set(device.eras.map { max($0.fromIOS, device.iosRange.first) } + [18]).sorted()
        where ios < 26 && device.iosRange.contains(ios) {
            list.append((ios, nil))
        }
        for ios in [26, 27] where device.iosRange.contains(ios) {
            list += [(ios, .liquidGlass), (ios, .compatibility)]
        }
        return list
    }

    /// Every catalog device × the orientations it supports × its iOS versions × a configuration,
    /// built once for all the tests below. Behaviours rotate with the configuration so that each
    /// appears with every container.
    static let layouts: [Layout] = {
        var result: [Layout] = []
        for device in DeviceCatalog.devices {
            for orientation in device.orientations {
                for (v, (ios, design)) in versions(device).enumerated() {
                    for (c, config) in configurations.enumerated() {
                        let behavior = ContentInsetAdjustmentBehavior.allCases[(c + v) % 4]
                        let yaml = """
                            device: \(device.id)
                            orientation: \(orientation.rawValue)
                            ios: \(ios)
                            \(design.map { "design: \($0.rawValue)" } ?? "")
                            \(config)
                            views:
                              - {name: list, kind: table, rows: 30, contentInset: {top: 7, bottom: -3}, contentInsetAdjustmentBehavior: \(behavior.rawValue), subviews: [{name: cell, frame: {x: -20, y: 0, width: 2000, height: 44}}]}
                              - {name: over, frame: {x: -50, y: -50, width: 3000, height: 3000}}
                            """
                        // The configurations are valid on every device: a failure here is a bug.
                        result.append(try! layout(yaml))
                    }
                }
            }
        }
        return result
    }()

    @Test("The property layouts cover every device of Data/devices.json, iOS 10 to 27 and both designs")
    func coverage() {
        #expect(Set(Self.layouts.map(\.scene.device.id)).count == CatalogFacts.count)
        #expect(Set(Self.layouts.map(\.scene.ios)).isSuperset(of: [10, 11, 12, 14, 15, 18, 26, 27]))
        #expect(Self.layouts.contains { $0.scene.ios == 27 && $0.scene.design == .compatibility })
    }

    @Test("Bars lie inside the screen and never overlap each other's side of the screen")
    func barsInsideTheScreen() {
        for l in Self.layouts {
            for name in ["navigationBar", "toolbar", "tabBar", "statusBar"] {
                guard let bar = l.view(named: name) else { continue }
                let f = bar.windowFrame
                #expect(
                    f.minY >= 0 && f.maxY <= l.screen.height + 0.001 && f.height > 0,
                    "\(l.scene.device.id) iOS \(l.scene.ios) \(l.scene.orientation) \(name) \(f)")
            }
        }
    }

    @Test func insetsAreNeverNegative() throws {
        for l in Self.layouts {
            for v in l.views {
                for edge in Edge.allCases {
                    #expect(v.safeAreaInsets[edge] >= 0, "\(l.scene.device.id) \(l.scene.orientation) \(v.name)")
                }
            }
        }
    }

    @Test func safeAreaLiesInsideTheBounds() throws {
        for l in Self.layouts {
            for v in l.views {
                let s = v.safeAreaInsets
                #expect(
                    s.top + s.bottom <= v.frame.height + 0.001 || v.frame.height == 0,
                    "\(l.scene.device.id) \(l.scene.orientation) \(v.name) \(s) in \(v.frame)")
                #expect(s.left + s.right <= v.frame.width + 0.001, "\(l.scene.device.id) \(v.name)")
            }
        }
    }

    @Test("Face ID phones with the housing at the top, in landscape: left = right = the portrait top; bottom 21, 20 from iOS 26 (R2, R32)")
    func landscapeSymmetry() throws {
        // The iPhone Duo's displays keep an 84-pt strip on one side instead (devices.json, R40).
        for device in DeviceCatalog.devices where device.isFaceIDPhone && !device.id.hasPrefix("iphone-duo") {
            for ios in [18, 26] where device.iosRange.contains(ios) {
                for orientation in [Orientation.landscapeLeft, .landscapeRight] {
                    let w = try layout("device: \(device.id)\nios: \(ios)\norientation: \(orientation.rawValue)").required("window")
                    let top = device.era(ios: ios).portrait.top
                    #expect(w.safeAreaInsets.left == top && w.safeAreaInsets.right == top, "\(device.id)")
                    #expect(w.safeAreaInsets.top == 0 && w.safeAreaInsets.bottom == (ios >= 26 ? 20 : 21), "\(device.id) iOS \(ios)")
                }
            }
        }
    }

    @Test("A subview's inset never exceeds its superview's on that edge (R15)")
    func subviewNeverExceedsSuperview() throws {
        for l in Self.layouts {
            for v in l.views where v.role == .subview {
                guard let parent = v.parent.flatMap(l.view(named:)) else { continue }
                for edge in Edge.allCases {
                    #expect(
                        v.safeAreaInsets[edge] <= parent.safeAreaInsets[edge] + 0.001,
                        "\(l.scene.device.id) \(v.name).\(edge) > \(parent.name)")
                }
            }
        }
    }

    @Test("adjustedContentInset = contentInset + safeAreaInsets on the allowed edges (R18)")
    func adjustedContentInsetIsASum() throws {
        for l in Self.layouts {
            for v in l.views {
                guard let s = v.scroll else { continue }
                for edge in Edge.allCases {
                    let added = s.adjustedContentInset[edge] - s.contentInset[edge]
                    // R34: a Liquid Glass large title, expanded at rest, adds 52 to the content
                    // scroll view's top (inline in landscape on iPhone, R14).
                    let scene = l.scene
                    let title: Double =
                        edge == .top && v.name == "list" && scene.isLiquidGlass && scene.navigation?.prefersLargeTitles == true
                            && !(scene.device.idiom == .phone && scene.orientation.isLandscape) ? 52 : 0
                    #expect(
                        added == 0 || close(added, v.safeAreaInsets[edge] + title),
                        "\(l.scene.device.id) \(v.name).\(edge): \(added) added, safe area \(v.safeAreaInsets[edge])")
                    if s.contentInsetAdjustmentBehavior == .never {
                        #expect(added == 0)
                    }
                    if s.contentInsetAdjustmentBehavior == .always {
                        #expect(close(added, v.safeAreaInsets[edge] + title))
                    }
                }
            }
        }
    }

    @Test("A layout without explanations (lint, matrix) or with one view's (the screen) has every number of the explained one")
    func unexplainedLayoutsAgree() throws {
        // The generated layouts, and every bundled scene (constraints and stack views among them)
        // on every device and orientation it supports.
        var layouts = Array(Self.layouts.prefix(2_000))
        for file in BundledScenes.files {
            let scene = try #require(try BundledScenes.scene(named: file.name))
            for device in DeviceCatalog.devices {
                for orientation in device.orientations {
                    var overrides = SceneOverrides()
                    overrides.device = device.id
                    overrides.orientation = orientation
                    if let moved = try? overrides.apply(to: scene) { layouts.append(LayoutEngine.layout(moved)) }
                }
            }
        }
        #expect(layouts.count > 2_000 + 24 * 56)
        for (index, l) in layouts.enumerated() {
            // The screen explains only its inspected view: here the last one (often constrained)
            // and one more in turn, so that the window, the bars and the containers are too.
            var bare = [LayoutEngine.layout(l.scene, explaining: .none)]
            for inspected in Set([l.views[l.views.count - 1].name, l.views[index % l.views.count].name]) {
                let one = LayoutEngine.layout(l.scene, explaining: .view(inspected))
                bare.append(one)
                let full = try #require(l.view(named: inspected))
                #expect(!full.explain.isEmpty, "\(l.scene.device.id) \(inspected) has an explanation")
                #expect(one.view(named: inspected)?.explain == full.explain, "\(l.scene.device.id) \(inspected)")
                #expect(one.view(named: inspected)?.constraints == full.constraints, "\(l.scene.device.id) \(inspected)")
            }
            for layout in bare {
                #expect(layout.views.count == l.views.count && layout.warnings == l.warnings && layout.notes == l.notes)
                for (a, b) in zip(l.views, layout.views) {
                    #expect(
                        a.name == b.name && a.frame == b.frame && a.windowFrame == b.windowFrame && a.safeAreaInsets == b.safeAreaInsets
                            && a.layoutMargins == b.layoutMargins && a.scroll == b.scroll, "\(l.scene.device.id) \(a.name)")
                }
            }
        }
    }
}
