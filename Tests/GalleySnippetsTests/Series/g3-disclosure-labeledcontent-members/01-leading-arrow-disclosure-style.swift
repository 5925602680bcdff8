struct LeadingArrowDisclosureStyle: DisclosureGroupStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 8) {
            Button {
                withAnimation { configuration.isExpanded.toggle() }
            } label: {
                HStack {
                    Image(systemName: "chevron.right")
                        .rotationEffect(.degrees(configuration.isExpanded ? 90 : 0))
                    configuration.label
                }
            }
            .buttonStyle(.plain)
            if configuration.isExpanded {
                configuration.content
                    .padding(.leading, 24)
            }
        }
    }
}

extension DisclosureGroupStyle where Self == LeadingArrowDisclosureStyle {
    static var leadingArrow: LeadingArrowDisclosureStyle { .init() }
}

DisclosureGroup("Advanced options", isExpanded: .constant(true)) {
    Text("Verbose logging")
    Text("Experimental features")
}
.disclosureGroupStyle(.leadingArrow)
.padding()
