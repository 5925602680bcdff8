import Foundation

/// A multi-line text area. Like UIKit's text view under it, it takes all the space it
/// is offered and shows its text from the top leading corner, wrapped, inset by the
/// text container's 8 pt above and below and the line fragment's 5 pt at the sides.
public struct TextEditor: View {
    let text: Binding<String>

    public init(text: Binding<String>) {
        self.text = text
    }

    public var body: some View {
        Text(text.wrappedValue)
            .padding(.horizontal, 5)
            .padding(.vertical, 8)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}
