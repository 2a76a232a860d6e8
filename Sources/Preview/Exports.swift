/// Points, rectangles, insets and explanations are the Geometry target's; everything that uses
/// Preview uses them, so Preview re-exports them.
@_exported import Geometry
