/// A view or modifier whose name in the laid-out tree is known only at run time.
///
/// The laid-out tree (`galley render --format json`) names a custom view by its Swift
/// type. A view that stands in for another, such as the snippet interpreter's wrapper for
/// a `struct ProfileRow: View` declared in Markdown, conforms to give the name its author
/// wrote instead.
public protocol CustomDisplayName {
    /// The name the laid-out tree shows for this view or modifier.
    var displayName: String { get }
}
