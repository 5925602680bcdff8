extension View {
    @inlinable
    func reverseMask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View {
        self.mask {
            Rectangle()
                .overlay(alignment: alignment) {
                    mask()
                        .blendMode(.destinationOut)
                }
        }
    }
}

RoundedRectangle(cornerRadius: 16)
    .fill(Color.indigo)
    .frame(width: 200, height: 120)
    .reverseMask {
        Triangle()
            .frame(width: 60, height: 50)
    }
