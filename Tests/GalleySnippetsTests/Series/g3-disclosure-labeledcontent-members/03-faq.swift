struct FAQItem: Identifiable {
    let id = UUID()
    let question: String
    let answer: String
}

let faq = [
    FAQItem(question: "Can I cancel anytime?", answer: "Yes, from the account page."),
    FAQItem(question: "Is there a family plan?", answer: "Up to six people can share one."),
]

VStack(alignment: .leading, spacing: 12) {
    ForEach(faq) { item in
        DisclosureGroup(item.question) {
            LabeledContent("Answer", value: item.answer)
                .labeledContentStyle(.stacked)
        }
    }
}
.disclosureGroupStyle(.leadingArrow)
.padding()
