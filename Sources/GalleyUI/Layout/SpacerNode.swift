import Foundation

/// `Spacer`: flexible along its stack's axis, from `minLength` (8 by default) up;
/// nothing across it. Outside a stack it is flexible both ways.
final class SpacerNode: LayoutNode {
    let minLength: CGFloat
    private var stackAxis: Axis?

    init(minLength: CGFloat?, environment: EnvironmentValues) {
        self.minLength = minLength ?? DefaultSpacing.standard
        super.init(typeName: "Spacer", environment: environment)
    }

    override func setStackAxis(_ axis: Axis?) { stackAxis = axis }
    override var spacingKind: SpacingKind { .spacer }
    override var spacerMinLength: CGFloat? { minLength }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        func length(_ axis: Axis) -> CGFloat {
            if let stackAxis, stackAxis != axis { return 0 }
            return max(proposal[axis] ?? 0, minLength)
        }
        return CGSize(width: length(.horizontal), height: length(.vertical))
    }
}
