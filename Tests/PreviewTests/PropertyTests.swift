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

    /// Every catalog device × orientation × configuration that the loader accepts.
    static func layouts() throws -> [Layout] {
        var result: [Layout] = []
        for device in DeviceCatalog.devices {
            for orientation in Orientation.allCases where !(orientation == .portraitUpsideDown && device.isFaceIDPhone) {
                for config in configurations {
                    for behavior in ContentInsetAdjustmentBehavior.allCases {
                        let yaml = """
                            device: \(device.id)
                            orientation: \(orientation.rawValue)
                            \(config)
                            views:
                              - {name: list, kind: table, rows: 30, contentInset: {top: 7, bottom: -3}, contentInsetAdjustmentBehavior: \(behavior.rawValue), subviews: [{name: cell, frame: {x: -20, y: 0, width: 2000, height: 44}}]}
                              - {name: over, frame: {x: -50, y: -50, width: 3000, height: 3000}}
                            """
                        result.append(try layout(yaml))
                    }
                }
            }
        }
        return result
    }

    @Test func insetsAreNeverNegative() throws {
        for l in try Self.layouts() {
            for v in l.views {
                for edge in Edge.allCases {
                    #expect(v.safeAreaInsets[edge] >= 0, "\(l.scene.device.id) \(l.scene.orientation) \(v.name)")
                }
            }
        }
    }

    @Test func safeAreaLiesInsideTheBounds() throws {
        for l in try Self.layouts() {
            for v in l.views {
                let s = v.safeAreaInsets
                #expect(s.top + s.bottom <= v.frame.height + 0.001 || v.frame.height == 0,
                        "\(l.scene.device.id) \(l.scene.orientation) \(v.name) \(s) in \(v.frame)")
                #expect(s.left + s.right <= v.frame.width + 0.001, "\(l.scene.device.id) \(v.name)")
            }
        }
    }

    @Test("Face ID phones in landscape: left inset = right inset (R2)")
    func landscapeSymmetry() throws {
        for device in DeviceCatalog.devices where device.isFaceIDPhone {
            for orientation in [Orientation.landscapeLeft, .landscapeRight] {
                let w = try layout("device: \(device.id)\norientation: \(orientation.rawValue)").required("window")
                #expect(w.safeAreaInsets.left == w.safeAreaInsets.right && w.safeAreaInsets.left > 0, "\(device.id)")
                #expect(w.safeAreaInsets.top == 0 && w.safeAreaInsets.bottom == 21, "\(device.id)")
            }
        }
    }

    @Test("A subview's inset never exceeds its superview's on that edge (R15)")
    func subviewNeverExceedsSuperview() throws {
        for l in try Self.layouts() {
            for v in l.views where v.role == .subview {
                guard let parent = v.parent.flatMap(l.view(named:)) else { continue }
                for edge in Edge.allCases {
                    #expect(v.safeAreaInsets[edge] <= parent.safeAreaInsets[edge] + 0.001,
                            "\(l.scene.device.id) \(v.name).\(edge) > \(parent.name)")
                }
            }
        }
    }

    @Test("adjustedContentInset = contentInset + safeAreaInsets on the allowed edges (R18)")
    func adjustedContentInsetIsASum() throws {
        for l in try Self.layouts() {
            for v in l.views {
                guard let s = v.scroll else { continue }
                for edge in Edge.allCases {
                    let added = s.adjustedContentInset[edge] - s.contentInset[edge]
                    #expect(added == 0 || close(added, v.safeAreaInsets[edge]),
                            "\(l.scene.device.id) \(v.name).\(edge): \(added) added, safe area \(v.safeAreaInsets[edge])")
                    if s.contentInsetAdjustmentBehavior == .never {
                        #expect(added == 0)
                    }
                    if s.contentInsetAdjustmentBehavior == .always {
                        #expect(close(added, v.safeAreaInsets[edge]))
                    }
                }
            }
        }
    }
}
