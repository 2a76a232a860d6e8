import Geometry

/// What a scene asks of iOS 26 and 27 that the tool accepts but cannot lay out from logged numbers,
/// or that its iOS version ignores (R31, R35, R39).
enum DesignNotes {
    static func notes(scene: Scene, tabBarShown: Bool, navigationBarShown: Bool) -> [Explanation] {
        var notes: [Explanation] = []
        if scene.ios >= 26 && scene.design == .compatibility {
            notes.append(
                Explanation(
                    "design compatibility: iOS 18's bars with iOS \(scene.ios)'s window insets, as an app built with an older SDK or with UIDesignRequiresCompatibility gets; Apple ignores that key in apps built with the iOS 27 SDK, so this needs an SDK older than 27 (R31)"
                ))
        } else if scene.ios < 26, let design = scene.requestedDesign {
            notes.append(Explanation("design \(design.rawValue) applies from iOS 26; iOS \(scene.ios) has its own bars (R31)"))
        }
        if let behavior = scene.tabBar?.minimizeBehavior, tabBarShown {
            if scene.ios < 26 {
                notes.append(Explanation("tabBarMinimizeBehavior needs iOS 26; iOS \(scene.ios) ignores it (R35)"))
            } else if scene.device.idiom == .pad {
                notes.append(Explanation("tabBarMinimizeBehavior \(behavior.rawValue): iPhone only, so an iPad ignores it (R35)"))
            } else if behavior == .onScrollDown || behavior == .onScrollUp {
                notes.append(
                    Explanation(
                        "tabBarMinimizeBehavior \(behavior.rawValue): a minimised tab bar shrinks the bottom safe area by an amount nobody has logged; the expanded bar is shown (R35)",
                        confidence: .low))
            }
        }
        if let minimization = scene.navigation?.minimization, navigationBarShown {
            if scene.ios < 27 {
                notes.append(Explanation("navigationBarMinimization needs iOS 27; iOS \(scene.ios) ignores it (R39)"))
            } else {
                notes.append(
                    Explanation(
                        "navigationBarMinimization \(minimization.minimizationBehavior.rawValue), safeAreaAdjustment \(minimization.safeAreaAdjustment.rawValue): the minimised height is not logged; the expanded bar is laid out (R39)",
                        confidence: .low))
            }
        }
        return notes
    }
}
