extension View {
    @inlinable
    public func reverseMask<Mask: View>(
        alignment: Alignment = .center,
        @ViewBuilder _ mask: () -> Mask
    ) -> some View {
        self.mask(
            ZStack(alignment: alignment) {
                Rectangle()
                mask()
                    .blendMode(.destinationOut)
            }
        )
    }
}

Color.blue
    .frame(width: 120, height: 120)
    .reverseMask {
        Circle().frame(width: 60, height: 60)
    }
