/// Bar heights without the insets they sit on (RULES.md §2's table).
enum BarHeights {
    /// The context that decides a bar's height.
    struct Context {
        var idiom: Device.Idiom
        var isLandscape: Bool
        var widthClass: Device.SizeClass
        var ios: Int
        var homeIndicator: Bool
    }

    /// Phone landscape in compact width shrinks bars to 32 (R table, UYL).
    private static func isCompactLandscapePhone(_ c: Context) -> Bool {
        c.idiom == .phone && c.isLandscape && c.widthClass == .compact
    }

    /// The navigation bar; large titles only in portrait on iPhone and on iPad, and from iOS 11 (R14).
    static func navigationBar(_ c: Context, largeTitles: Bool) -> (height: Double, isLarge: Bool) {
        let large = largeTitles && c.ios >= 11 && !(c.idiom == .phone && c.isLandscape)
        if c.idiom == .pad {
            if c.ios < 12 { return (large ? 96 : 44, large) }
            return (large ? 102 : 50, large)
        }
        if isCompactLandscapePhone(c) { return (32, false) }
        return (large ? 96 : 44, large)
    }

    /// The tab bar. iPads: 50 with a home button, 45 with a home indicator; 49 before iOS 12.
    static func tabBar(_ c: Context) -> Double {
        if c.idiom == .pad {
            if c.ios < 12 { return 49 }
            return c.homeIndicator ? 45 : 50
        }
        return isCompactLandscapePhone(c) ? 32 : 49
    }

    /// The toolbar. iPads: 50; 44 before iOS 12.
    static func toolbar(_ c: Context) -> Double {
        if c.idiom == .pad { return c.ios < 12 ? 44 : 50 }
        return isCompactLandscapePhone(c) ? 32 : 44
    }
}
