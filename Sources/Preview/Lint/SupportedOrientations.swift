/// The interface orientations lint checks on each idiom: by default every one a device rotates
/// to; an app's Info.plist may support fewer, and list others for iPad
/// (`UISupportedInterfaceOrientations~ipad`).
public struct SupportedOrientations: Equatable, Sendable {
    public var phone: [Orientation]
    public var pad: [Orientation]

    public init(_ all: [Orientation]) {
        phone = all
        pad = all
    }

    public init(phone: [Orientation], pad: [Orientation]) {
        self.phone = phone
        self.pad = pad
    }

    public func callAsFunction(_ device: Device) -> [Orientation] {
        device.idiom == .pad ? pad : phone
    }

    /// `UIInterfaceOrientationPortrait` and its kin as UIKit's Info.plist values name them.
    public static func infoPlistValue(_ value: String) -> Orientation? {
        let names: [String: Orientation] = [
            "UIInterfaceOrientationPortrait": .portrait,
            "UIInterfaceOrientationPortraitUpsideDown": .portraitUpsideDown,
            "UIInterfaceOrientationLandscapeLeft": .landscapeLeft,
            "UIInterfaceOrientationLandscapeRight": .landscapeRight,
        ]
        return names[value]
    }
}
