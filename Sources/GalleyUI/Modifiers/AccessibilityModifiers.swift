extension View {
    /// Names the view in the laid-out tree (`identifier` in `galley render --format json`).
    public func accessibilityIdentifier(_ identifier: String) -> some View {
        wrappingNodes { node, _ in
            node.identifier = identifier
            return node
        }
    }

    /// What assistive technology reads for the view, instead of its text.
    public func accessibilityLabel(_ label: String) -> some View {
        wrappingNodes { node, _ in
            node.accessibilityLabel = label
            return node
        }
    }

    /// Removes the view from what assistive technology reads.
    public func accessibilityHidden(_ hidden: Bool) -> some View {
        wrappingNodes { node, _ in
            node.isAccessibilityHidden = hidden
            return node
        }
    }
}
