/// The live example of each view and modifier on the generated reference page
/// (`content/reference/supported-swift.md`): a short preview snippet rendered under the
/// entry's signatures. `ReferenceExamplesTests` checks that every registered view and
/// modifier has one and that each renders without diagnostics.
extension Registry {
    /// Keyed by the view's type name.
    static let referenceViewExamples: [String: String] = [
        "AnyView": #"""
        let showIcon = true
        AnyView(showIcon ? AnyView(Image(systemName: "star.fill")) : AnyView(Text("No icon")))
            .foregroundStyle(.orange)
        """#,
        "Button": #"""
        HStack(spacing: 12) {
            Button("Save") {}
            Button("Delete", role: .destructive) {}
            Button("Share", systemImage: "square.and.arrow.up") {}
        }
        """#,
        "Capsule": #"""
        Capsule()
            .fill(.blue)
            .frame(width: 120, height: 40)
        """#,
        "Card": #"""
        Card {
            Text("Five Stars")
        }
        .padding()
        """#,
        "Circle": #"""
        Circle()
            .fill(.green)
            .frame(width: 60, height: 60)
        """#,
        "ColorPicker": #"""
        ColorPicker("Accent", selection: .constant(.orange))
            .padding()
        """#,
        "ContainerRelativeShape": #"""
        ContainerRelativeShape()
            .fill(.mint)
            .frame(width: 120, height: 60)
        """#,
        "DisclosureGroup": #"""
        DisclosureGroup("Details", isExpanded: .constant(true)) {
            Text("Shipped on Monday")
        }
        .padding()
        """#,
        "Divider": #"""
        VStack {
            Text("Above")
            Divider()
            Text("Below")
        }
        """#,
        "Ellipse": #"""
        Ellipse()
            .fill(.purple)
            .frame(width: 120, height: 60)
        """#,
        "EmptyView": #"""
        HStack {
            Text("Before")
            EmptyView()
            Text("After")
        }
        """#,
        "ForEach": #"""
        VStack(alignment: .leading) {
            ForEach(["Apples", "Pears", "Plums"], id: \.self) { fruit in
                Text(fruit)
            }
        }
        """#,
        "Form": #"""
        Form {
            Toggle("Notifications", isOn: .constant(true))
            TextField("Name", text: .constant("Jane"))
        }
        """#,
        "GeometryReader": #"""
        GeometryReader { proxy in
            Text("Width: \(Int(proxy.size.width))")
        }
        .frame(height: 40)
        """#,
        "Group": #"""
        VStack {
            Group {
                Text("One")
                Text("Two")
            }
            .foregroundStyle(.blue)
        }
        """#,
        "GroupBox": #"""
        GroupBox("Storage") {
            Text("12 GB of 64 GB used")
        }
        .padding()
        """#,
        "Grid": #"""
        Grid(alignment: .leading, horizontalSpacing: 16, verticalSpacing: 8) {
            GridRow {
                Text("Plan").font(.headline)
                Text("Storage").font(.headline)
                Text("Price").font(.headline).gridColumnAlignment(.trailing)
            }
            Divider()
            GridRow {
                Text("Basic")
                Text("50 GB")
                Text("$0.99")
            }
            GridRow {
                Text("Family")
                Text("2 TB")
                Text("$9.99")
            }
            GridRow {
                Text("Storage is shared with everyone in the plan.")
                    .font(.caption)
                    .gridCellColumns(3)
            }
        }
        .padding()
        """#,
        "GridRow": #"""
        Grid {
            GridRow {
                Color.red.frame(width: 40, height: 40)
                Color.green.frame(width: 60, height: 40)
            }
            GridRow(alignment: .top) {
                Color.blue.frame(width: 50, height: 20)
                Color.orange.frame(width: 30, height: 30)
            }
        }
        """#,
        "HStack": #"""
        HStack(alignment: .top, spacing: 12) {
            Image(systemName: "sun.max")
            Text("Sunny all day")
        }
        """#,
        "Image": #"""
        HStack(spacing: 16) {
            Image(systemName: "heart.fill")
            Image(systemName: "star")
        }
        .font(.title)
        """#,
        "InputField": #"""
        InputField(value: nil, placeholder: "jane@example.com")
            .padding()
        """#,
        "InputInformation": #"""
        InputInformation("We'll send the receipt here.")
            .padding()
        """#,
        "InputLabel": #"""
        InputLabel("Reference", optional: true)
            .padding()
        """#,
        "LabeledContent": #"""
        Form {
            LabeledContent("Version", value: "2.4.1")
            LabeledContent("Build") { Text("1042").monospacedDigit() }
        }
        """#,
        "Label": #"""
        VStack(alignment: .leading) {
            Label("Inbox", systemImage: "tray")
            Label("Sent", systemImage: "paperplane")
        }
        """#,
        "LazyHStack": #"""
        LazyHStack(spacing: 8) {
            ForEach(1...4, id: \.self) { number in
                Text("\(number)")
            }
        }
        """#,
        "LazyVGrid": #"""
        LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())]) {
            ForEach(1...4, id: \.self) { number in
                Text("Cell \(number)")
            }
        }
        """#,
        "LazyVStack": #"""
        LazyVStack(alignment: .leading, spacing: 4) {
            ForEach(1...3, id: \.self) { number in
                Text("Row \(number)")
            }
        }
        """#,
        "LinearGradient": #"""
        LinearGradient(colors: [.blue, .purple], startPoint: .leading, endPoint: .trailing)
            .frame(height: 60)
        """#,
        "Link": #"""
        Link("Swift.org", destination: URL(string: "https://swift.org")!)
        """#,
        "List": #"""
        List {
            Text("Milk")
            Text("Eggs")
            Text("Bread")
        }
        """#,
        "ModalCard": #"""
        ModalCard(
            title: "Delete Account",
            message: "This action cannot be undone.",
            primaryButton: .destructive(Text("Delete")) {},
            secondaryButton: .cancel()
        )
        .padding()
        """#,
        "MoneyInput": #"""
        MoneyInput(label: "You send", amount: .constant(1000), currency: .eur)
            .padding()
        """#,
        "NavigationLink": #"""
        NavigationStack {
            List {
                NavigationLink("Settings", destination: Text("Settings"))
            }
        }
        """#,
        "NavigationStack": #"""
        NavigationStack {
            Text("Welcome")
                .navigationTitle("Home")
        }
        """#,
        "ToolbarItem": #"""
        NavigationStack {
            Text("Draft")
                .navigationTitle("Compose")
                .toolbar {
                    ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} }
                    ToolbarItem(placement: .confirmationAction) { Button("Send") {} }
                }
        }
        """#,
        "ToolbarItemGroup": #"""
        NavigationStack {
            Text("Notes")
                .toolbar {
                    ToolbarItemGroup(placement: .bottomBar) {
                        Image(systemName: "folder")
                        Spacer()
                        Image(systemName: "square.and.pencil")
                    }
                }
        }
        """#,
        "NavigationView": #"""
        NavigationView {
            Text("Welcome")
                .navigationBarTitle("Home")
        }
        """#,
        "Picker": #"""
        Picker("Flavor", selection: .constant("Vanilla")) {
            Text("Vanilla").tag("Vanilla")
            Text("Chocolate").tag("Chocolate")
        }
        .pickerStyle(.segmented)
        """#,
        "ProgressView": #"""
        VStack {
            ProgressView()
            ProgressView("Downloading", value: 0.4)
        }
        .padding()
        """#,
        "RadialGradient": #"""
        RadialGradient(colors: [.yellow, .orange], center: .center, startRadius: 0, endRadius: 60)
            .frame(width: 120, height: 120)
        """#,
        "Rectangle": #"""
        Rectangle()
            .fill(.teal)
            .frame(width: 120, height: 60)
        """#,
        "RoundedRectangle": #"""
        RoundedRectangle(cornerRadius: 12)
            .fill(.indigo)
            .frame(width: 120, height: 60)
        """#,
        "ScrollView": #"""
        ScrollView(.horizontal) {
            HStack {
                ForEach(1...5, id: \.self) { number in
                    Text("Item \(number)")
                }
            }
        }
        """#,
        "Section": #"""
        List {
            Section("Fruit") {
                Text("Apples")
                Text("Pears")
            }
        }
        """#,
        "OutlineGroup": #"""
        struct Folder: Identifiable {
            let id: String
            var children: [Folder]? = nil
        }
        let tree = [
            Folder(id: "Components", children: [Folder(id: "Card.swift")]),
            Folder(id: "Package.swift"),
        ]
        List {
            OutlineGroup(tree, children: \.children) { folder in
                Label(folder.id, systemImage: folder.children == nil ? "doc" : "folder")
            }
        }
        .frame(height: 150)
        """#,
        "OutlineRow": #"""
        List {
            OutlineRow(isExpandable: true) { Label("Sources", systemImage: "folder") }
            OutlineRow(isExpandable: false) { Label("README.md", systemImage: "doc") }
        }
        .frame(height: 150)
        """#,
        "TimelineView": #"""
        TimelineView(.periodic(from: .now, by: 1)) { context in
            VStack {
                Text(context.date, style: .time).font(.largeTitle)
                Text(context.date.formatted(date: .complete, time: .omitted))
            }
        }
        .padding()
        """#,
        "TextEditor": #"""
        TextEditor(text: .constant("Great coffee, slow service. The pastries were worth the wait."))
            .frame(height: 80)
            .border(Color.gray.opacity(0.3))
            .padding()
        """#,
        "SecureField": #"""
        SecureField("Password", text: .constant("secret"))
            .textFieldStyle(.roundedBorder)
            .padding()
        """#,
        "Select": #"""
        Select(label: "Country", placeholder: "Choose a country", value: "Portugal")
            .padding()
        """#,
        "Slider": #"""
        Slider(value: .constant(0.5), in: 0...1)
            .padding()
        """#,
        "Spacer": #"""
        HStack {
            Text("Left")
            Spacer()
            Text("Right")
        }
        .padding()
        """#,
        "Stepper": #"""
        Stepper("Quantity: 3", value: .constant(3), in: 0...10)
            .padding()
        """#,
        "TabView": #"""
        TabView {
            Text("Home")
                .tabItem { Label("Home", systemImage: "house") }
            Text("Profile")
                .tabItem { Label("Profile", systemImage: "person") }
        }
        """#,
        "Text": #"""
        VStack {
            Text("Hello, world")
            Text(3.5, format: .number)
        }
        """#,
        "TextField": #"""
        TextField("Name", text: .constant("Jane Appleseed"))
            .textFieldStyle(.roundedBorder)
            .padding()
        """#,
        "TextInput": #"""
        TextInput(label: "Email", text: .constant("jane@example.com"))
            .padding()
        """#,
        "Toggle": #"""
        Toggle("Wi-Fi", isOn: .constant(true))
            .padding()
        """#,
        "VStack": #"""
        VStack(alignment: .leading, spacing: 4) {
            Text("Title").font(.headline)
            Text("Subtitle").foregroundStyle(.secondary)
        }
        """#,
        "ViewThatFits": #"""
        ViewThatFits {
            Text("A long title that needs room")
            Text("Short")
        }
        """#,
        "ZStack": #"""
        ZStack(alignment: .bottomTrailing) {
            Rectangle().fill(.blue).frame(width: 100, height: 60)
            Text("New").foregroundStyle(.white).padding(4)
        }
        """#,
    ]

    /// Keyed by the modifier's name, without the dot.
    static let referenceModifierExamples: [String: String] = [
        "accentColor": #"""
        Button("Continue") {}
            .accentColor(.purple)
        """#,
        "accessibility": #"""
        Image(systemName: "heart.fill")
            .accessibility(label: Text("Favorite"))
        """#,
        "accessibilityAddTraits": #"""
        Text("Settings")
            .font(.headline)
            .accessibilityAddTraits(.isHeader)
        """#,
        "accessibilityElement": #"""
        HStack {
            Image(systemName: "star.fill")
            Text("4.8 rating")
        }
        .accessibilityElement(children: .combine)
        """#,
        "accessibilityHidden": #"""
        HStack {
            Image(systemName: "sparkles").accessibilityHidden(true)
            Text("New features")
        }
        """#,
        "accessibilityHint": #"""
        Button("Send") {}
            .accessibilityHint("Sends the message")
        """#,
        "accessibilityIdentifier": #"""
        Button("Log In") {}
            .accessibilityIdentifier("loginButton")
        """#,
        "accessibilityLabel": #"""
        Image(systemName: "trash")
            .accessibilityLabel("Delete")
        """#,
        "accessibilityShowsLargeContentViewer": #"""
        Image(systemName: "house")
            .accessibilityShowsLargeContentViewer()
        """#,
        "accessibilityValue": #"""
        ProgressView(value: 0.6)
            .accessibilityValue("60 percent")
            .padding()
        """#,
        "alert": #"""
        Text("Inbox")
            .alert("Delete message?", isPresented: .constant(false)) {
                Button("Delete", role: .destructive) {}
            }
        """#,
        "alignmentGuide": #"""
        VStack(alignment: .leading) {
            Text("Title")
            Text("Indented")
                .alignmentGuide(.leading) { _ in -20 }
        }
        """#,
        "allowsHitTesting": #"""
        Text("Watermark")
            .foregroundStyle(.secondary)
            .allowsHitTesting(false)
        """#,
        "allowsTightening": #"""
        Text("A fairly long headline that must fit")
            .lineLimit(1)
            .allowsTightening(true)
            .frame(width: 200)
        """#,
        "anchorPreference": #"""
        struct SelectedKey: PreferenceKey {
            static var defaultValue: Anchor<CGRect>? = nil
            static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) {
                value = value ?? nextValue()
            }
        }
        HStack(spacing: 16) {
            Text("Day")
            Text("Week")
                .anchorPreference(key: SelectedKey.self, value: .bounds) { $0 }
            Text("Month")
        }
        .padding()
        .overlayPreferenceValue(SelectedKey.self) { anchor in
            GeometryReader { proxy in
                if let anchor {
                    Capsule()
                        .fill(.blue)
                        .frame(width: proxy[anchor].width, height: 3)
                        .offset(x: proxy[anchor].minX, y: proxy[anchor].maxY + 2)
                }
            }
        }
        """#,
        "animation": #"""
        Circle()
            .fill(.blue)
            .frame(width: 40, height: 40)
            .animation(.easeInOut, value: 1)
        """#,
        "aspectRatio": #"""
        Rectangle()
            .fill(.orange)
            .aspectRatio(16 / 9, contentMode: .fit)
            .frame(width: 160)
        """#,
        "autocapitalization": #"""
        TextField("Username", text: .constant("jane"))
            .autocapitalization(.none)
            .padding()
        """#,
        "autocorrectionDisabled": #"""
        TextField("Username", text: .constant("jane"))
            .autocorrectionDisabled()
            .padding()
        """#,
        "background": #"""
        Text("Badge")
            .padding(8)
            .background(.yellow, in: Capsule())
        """#,
        "backgroundPreferenceValue": #"""
        struct PlanKey: PreferenceKey {
            static var defaultValue: Anchor<CGRect>? = nil
            static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) {
                value = value ?? nextValue()
            }
        }
        VStack(alignment: .leading, spacing: 4) {
            Text("Free").padding(8)
            Text("Pro — $9 / month").padding(8)
                .anchorPreference(key: PlanKey.self, value: .bounds) { $0 }
        }
        .padding()
        .backgroundPreferenceValue(PlanKey.self) { anchor in
            GeometryReader { proxy in
                if let anchor {
                    RoundedRectangle(cornerRadius: 8)
                        .fill(.green.opacity(0.2))
                        .frame(width: proxy[anchor].width, height: proxy[anchor].height)
                        .offset(x: proxy[anchor].minX, y: proxy[anchor].minY)
                }
            }
        }
        """#,
        "badge": #"""
        List {
            Text("Inbox")
                .badge(5)
        }
        """#,
        "blendMode": #"""
        ZStack {
            Circle().fill(.red).frame(width: 60, height: 60).offset(x: -15)
            Circle().fill(.blue).frame(width: 60, height: 60).offset(x: 15).blendMode(.multiply)
        }
        """#,
        "blur": #"""
        Text("Spoiler")
            .font(.title)
            .blur(radius: 3)
        """#,
        "bold": #"""
        Text("Important")
            .bold()
        """#,
        "border": #"""
        Text("Bordered")
            .padding()
            .border(.gray, width: 2)
        """#,
        "buttonBorderShape": #"""
        Button("Follow") {}
            .buttonStyle(.borderedProminent)
            .buttonBorderShape(.capsule)
        """#,
        "buttonStyle": #"""
        Button("Continue") {}
            .buttonStyle(.borderedProminent)
        """#,
        "cardStyle": #"""
        Card {
            Text("Five Stars")
        }
        .cardStyle(.shadow)
        .padding()
        """#,
        "clipShape": #"""
        Rectangle()
            .fill(.pink)
            .frame(width: 80, height: 80)
            .clipShape(Circle())
        """#,
        "clipped": #"""
        Text("Clipped text that is far too long")
            .frame(width: 120, height: 20)
            .clipped()
        """#,
        "compositingGroup": #"""
        VStack {
            Text("One")
            Text("Two")
        }
        .compositingGroup()
        .opacity(0.5)
        """#,
        "confirmationDialog": #"""
        Text("Photo")
            .confirmationDialog("Delete photo?", isPresented: .constant(false)) {
                Button("Delete", role: .destructive) {}
            }
        """#,
        "contentShape": #"""
        HStack {
            Text("Tap anywhere")
            Spacer()
        }
        .contentShape(Rectangle())
        """#,
        "contextMenu": #"""
        Text("Long-press me")
            .contextMenu {
                Button("Copy") {}
            }
        """#,
        "controlProminence": #"""
        Button("Continue") {}
            .controlProminence(.increased)
        """#,
        "controlSize": #"""
        Button("Small") {}
            .buttonStyle(.bordered)
            .controlSize(.small)
        """#,
        "coordinateSpace": #"""
        VStack {
            Text("Scroll content")
        }
        .coordinateSpace(name: "scroll")
        """#,
        "cornerRadius": #"""
        Text("Rounded")
            .padding()
            .background(Color.green)
            .cornerRadius(10)
        """#,
        "disableAutocorrection": #"""
        TextField("Code", text: .constant("ABC123"))
            .disableAutocorrection(true)
            .padding()
        """#,
        "disabled": #"""
        Button("Submit") {}
            .buttonStyle(.borderedProminent)
            .disabled(true)
        """#,
        "drawingGroup": #"""
        ZStack {
            Circle().fill(.blue).frame(width: 50, height: 50)
            Circle().fill(.red).frame(width: 30, height: 30)
        }
        .drawingGroup()
        """#,
        "dynamicTypeSize": #"""
        Text("Large text")
            .dynamicTypeSize(.xxLarge)
        """#,
        "edgesIgnoringSafeArea": #"""
        Color.blue
            .frame(height: 40)
            .edgesIgnoringSafeArea(.all)
        """#,
        "environment": #"""
        Text("Hello")
            .environment(\.colorScheme, .dark)
        """#,
        "transformEnvironment": #"""
        VStack(alignment: .leading) {
            Text("Body text")
            Text("The same text, one step larger")
                .transformEnvironment(\.font) { font in font = .title3 }
        }
        .padding()
        """#,
        "environmentObject": #"""
        final class Cart: ObservableObject {
            @Published var items = ["Coffee beans", "Oat milk"]
        }
        struct CartBadge: View {
            @EnvironmentObject var cart: Cart
            var body: some View {
                Label("\(cart.items.count) items", systemImage: "cart")
            }
        }
        CartBadge()
            .environmentObject(Cart())
            .padding()
        """#,
        "fixedSize": #"""
        Text("This text keeps its ideal size")
            .fixedSize()
            .frame(width: 100)
        """#,
        "focused": #"""
        TextField("Search", text: .constant(""))
            .focused(.constant(true))
            .padding()
        """#,
        "font": #"""
        Text("Headline")
            .font(.headline)
        """#,
        "fontWeight": #"""
        Text("Semibold")
            .fontWeight(.semibold)
        """#,
        "foregroundColor": #"""
        Text("Warning")
            .foregroundColor(.red)
        """#,
        "foregroundStyle": #"""
        Text("Secondary")
            .foregroundStyle(.secondary)
        """#,
        "frame": #"""
        Text("Centered")
            .frame(width: 200, height: 50)
            .background(.yellow)
        """#,
        "fullScreenCover": #"""
        Text("Home")
            .fullScreenCover(isPresented: .constant(false)) {
                Text("Onboarding")
            }
        """#,
        "gesture": #"""
        struct DoubleTap: Gesture {
            var body: some Gesture { TapGesture(count: 2) }
        }
        Text("Double-tap me")
            .gesture(DoubleTap())
        """#,
        "groupBoxStyle": #"""
        GroupBox("Storage") {
            Text("12 GB used")
        }
        .groupBoxStyle(.automatic)
        """#,
        "headerProminence": #"""
        List {
            Section("Favorites") {
                Text("Swift")
            }
            .headerProminence(.increased)
        }
        """#,
        "help": #"""
        Button("Save") {}
            .help("Saves the document")
        """#,
        "hidden": #"""
        HStack {
            Text("Visible")
            Text("Hidden").hidden()
        }
        """#,
        "id": #"""
        Text("Version 2")
            .id(2)
        """#,
        "ignoresSafeArea": #"""
        Color.orange
            .frame(height: 40)
            .ignoresSafeArea()
        """#,
        "imageScale": #"""
        Image(systemName: "star.fill")
            .imageScale(.large)
        """#,
        "interactiveDismissDisabled": #"""
        Text("Unsaved changes")
            .interactiveDismissDisabled()
        """#,
        "italic": #"""
        Text("Emphasis")
            .italic()
        """#,
        "kerning": #"""
        Text("SPACED")
            .kerning(4)
        """#,
        "keyboardShortcut": #"""
        Button("Save") {}
            .keyboardShortcut("s", modifiers: .command)
        """#,
        "keyboardType": #"""
        TextField("Amount", text: .constant("12"))
            .keyboardType(.decimalPad)
            .padding()
        """#,
        "labelStyle": #"""
        Label("Favorites", systemImage: "star")
            .labelStyle(.iconOnly)
        """#,
        "labelsHidden": #"""
        Toggle("Airplane Mode", isOn: .constant(false))
            .labelsHidden()
        """#,
        "tabViewStyle": #"""
        TabView {
            ForEach(["sun.max.fill", "cloud.rain.fill", "snowflake"], id: \.self) { symbol in
                Image(systemName: symbol)
                    .font(.system(size: 64))
                    .foregroundStyle(.white)
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                    .background(Color.indigo)
            }
        }
        .tabViewStyle(.page)
        .frame(height: 220)
        """#,
        "labeledContentStyle": #"""
        struct StackedStyle: LabeledContentStyle {
            func makeBody(configuration: Configuration) -> some View {
                VStack(alignment: .leading, spacing: 2) {
                    configuration.label.font(.caption).foregroundStyle(.secondary)
                    configuration.content
                }
            }
        }
        VStack(alignment: .leading, spacing: 12) {
            LabeledContent("Name", value: "Ada Lovelace")
            LabeledContent("Email", value: "ada@example.com")
        }
        .labeledContentStyle(StackedStyle())
        .padding()
        """#,
        "disclosureGroupStyle": #"""
        struct LeadingArrowStyle: DisclosureGroupStyle {
            func makeBody(configuration: Configuration) -> some View {
                VStack(alignment: .leading, spacing: 8) {
                    HStack {
                        Image(systemName: "chevron.right")
                            .rotationEffect(.degrees(configuration.isExpanded ? 90 : 0))
                        configuration.label
                    }
                    if configuration.isExpanded {
                        configuration.content.padding(.leading, 24)
                    }
                }
            }
        }
        DisclosureGroup("Advanced", isExpanded: .constant(true)) {
            Text("Verbose logging")
        }
        .disclosureGroupStyle(LeadingArrowStyle())
        .padding()
        """#,
        "textSelection": #"""
        Text("Order #A-2041-7733")
            .font(.body.monospaced())
            .textSelection(.enabled)
            .padding()
        """#,
        "searchCompletion": #"""
        NavigationStack {
            Text("Search for a recipe")
                .searchable(text: .constant(""), prompt: "Ingredients, dishes") {
                    Text("Pancakes").searchCompletion("pancakes")
                }
                .navigationTitle("Recipes")
        }
        .frame(height: 220)
        """#,
        "gridCellColumns": #"""
        Grid {
            GridRow {
                Color.orange.frame(width: 60, height: 30)
                Color.teal.frame(width: 60, height: 30)
            }
            GridRow {
                Color.indigo.frame(height: 30).gridCellColumns(2)
            }
        }
        .padding()
        """#,
        "gridColumnAlignment": #"""
        Grid(alignment: .leading) {
            GridRow {
                Text("Item")
                Text("Qty").gridColumnAlignment(.trailing)
            }
            GridRow {
                Text("Espresso")
                Text("12")
            }
        }
        .padding()
        """#,
        "gridCellAnchor": #"""
        Grid {
            GridRow {
                Color.gray.opacity(0.3).frame(width: 80, height: 60)
                Circle().fill(Color.pink).frame(width: 20, height: 20).gridCellAnchor(.topTrailing)
            }
        }
        .padding()
        """#,
        "gridCellUnsizedAxes": #"""
        Grid(alignment: .leading) {
            GridRow {
                Text("Name")
                Text("Role")
            }
            GridRow {
                Divider().gridCellUnsizedAxes(.horizontal)
                Divider().gridCellUnsizedAxes(.horizontal)
            }
            GridRow {
                Text("Ada")
                Text("Engineer")
            }
        }
        .padding()
        """#,
        "layoutPriority": #"""
        HStack {
            Text("A title that gets the room").layoutPriority(1)
            Text("A detail that gives way")
        }
        .frame(width: 260)
        """#,
        "lineLimit": #"""
        Text("A long description that would wrap onto several lines if it were allowed to.")
            .lineLimit(2)
            .frame(width: 200)
        """#,
        "lineSpacing": #"""
        Text("First line\nSecond line")
            .lineSpacing(10)
        """#,
        "listRowBackground": #"""
        List {
            Text("Highlighted")
                .listRowBackground(Color.yellow)
        }
        """#,
        "listRowInsets": #"""
        List {
            Text("No insets")
                .listRowInsets(EdgeInsets())
        }
        """#,
        "listRowSeparator": #"""
        List {
            Text("One").listRowSeparator(.hidden)
            Text("Two")
        }
        """#,
        "listStyle": #"""
        List {
            Text("Milk")
            Text("Eggs")
        }
        .listStyle(.plain)
        """#,
        "mask": #"""
        Rectangle()
            .fill(LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing))
            .frame(width: 80, height: 80)
            .mask(Circle())
        """#,
        "matchedGeometryEffect": #"""
        struct HeroTitle: View {
            @Namespace private var namespace
            var body: some View {
                Text("Hero").matchedGeometryEffect(id: "title", in: namespace)
            }
        }
        """#,
        "minimumScaleFactor": #"""
        Text("A headline that shrinks to fit")
            .font(.title)
            .lineLimit(1)
            .minimumScaleFactor(0.5)
            .frame(width: 180)
        """#,
        "modalCardStyle": #"""
        ModalCard(title: "Saved", message: "Your changes are safe.", primaryButton: .default(Text("OK")) {})
            .modalCardStyle(.automatic)
            .padding()
        """#,
        "modifier": #"""
        struct Highlighted: ViewModifier {
            func body(content: Content) -> some View {
                content.padding(6).background(.yellow)
            }
        }
        Text("Note").modifier(Highlighted())
        """#,
        "moneyInputStyle": #"""
        MoneyInput(label: "Price", amount: .constant(42), currency: .eur)
            .moneyInputStyle(.compact)
            .padding()
        """#,
        "multilineTextAlignment": #"""
        Text("Centered text\nacross lines")
            .multilineTextAlignment(.center)
        """#,
        "navigationBarBackButtonHidden": #"""
        NavigationStack {
            Text("Details")
                .navigationBarBackButtonHidden()
        }
        """#,
        "navigationBarHidden": #"""
        NavigationView {
            Text("Full screen")
                .navigationBarHidden(true)
        }
        """#,
        "navigationBarItems": #"""
        NavigationView {
            Text("Inbox")
                .navigationBarItems(trailing: Button("Edit") {})
        }
        """#,
        "navigationBarTitle": #"""
        NavigationView {
            Text("Inbox")
                .navigationBarTitle("Mail", displayMode: .inline)
        }
        """#,
        "navigationBarTitleDisplayMode": #"""
        NavigationStack {
            Text("Inbox")
                .navigationTitle("Mail")
                .navigationBarTitleDisplayMode(.inline)
        }
        """#,
        "navigationDestination": #"""
        NavigationStack {
            List {
                NavigationLink("Item 1", value: 1)
            }
            .navigationDestination(for: Int.self) { number in
                Text("Item \(number)")
            }
        }
        """#,
        "navigationTitle": #"""
        NavigationStack {
            List {
                Text("Milk")
            }
            .navigationTitle("Groceries")
        }
        """#,
        "offset": #"""
        Text("Nudged")
            .offset(x: 20, y: 5)
        """#,
        "onAppear": #"""
        Text("Loaded")
            .onAppear {
                print("appeared")
            }
        """#,
        "onChange": #"""
        TextField("Name", text: .constant("Jane"))
            .onChange(of: "Jane") { newValue in
                print(newValue)
            }
            .padding()
        """#,
        "onDelete": #"""
        List {
            ForEach(["Milk", "Eggs"], id: \.self) { item in
                Text(item)
            }
            .onDelete { offsets in }
        }
        """#,
        "onDisappear": #"""
        Text("Goodbye")
            .onDisappear {
                print("gone")
            }
        """#,
        "onLongPressGesture": #"""
        Text("Hold me")
            .onLongPressGesture {
                print("held")
            }
        """#,
        "onMove": #"""
        List {
            ForEach(["First", "Second"], id: \.self) { item in
                Text(item)
            }
            .onMove { source, destination in }
        }
        """#,
        "onOpenURL": #"""
        Text("Deep links")
            .onOpenURL { url in
                print(url)
            }
        """#,
        "onPreferenceChange": #"""
        struct WidthKey: PreferenceKey {
            static var defaultValue: CGFloat = 0
            static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
                value = max(value, nextValue())
            }
        }
        struct Measured: View {
            @State private var width: CGFloat = 0
            var body: some View {
                VStack(alignment: .leading) {
                    Text("A title to measure")
                        .font(.title2)
                        .background(GeometryReader { proxy in
                            Color.clear.preference(key: WidthKey.self, value: proxy.size.width)
                        })
                        .onPreferenceChange(WidthKey.self) { width = $0 }
                    Text("\(Int(width)) points wide").foregroundStyle(.secondary)
                }
                .padding()
            }
        }
        Measured()
        """#,
        "onReceive": #"""
        Text("Ticking")
            .onReceive(0) { _ in }
        """#,
        "onSubmit": #"""
        TextField("Search", text: .constant("swift"))
            .onSubmit {
                print("search")
            }
            .padding()
        """#,
        "onTapGesture": #"""
        Text("Tap me")
            .onTapGesture {
                print("tapped")
            }
        """#,
        "opacity": #"""
        Text("Faded")
            .opacity(0.4)
        """#,
        "overlay": #"""
        Circle()
            .fill(.blue)
            .frame(width: 60, height: 60)
            .overlay {
                Text("1").foregroundStyle(.white)
            }
        """#,
        "overlayPreferenceValue": #"""
        struct PinKey: PreferenceKey {
            static var defaultValue: Anchor<CGPoint>? = nil
            static func reduce(value: inout Anchor<CGPoint>?, nextValue: () -> Anchor<CGPoint>?) {
                value = value ?? nextValue()
            }
        }
        HStack(spacing: 24) {
            Image(systemName: "house")
            Image(systemName: "bell")
                .anchorPreference(key: PinKey.self, value: .topTrailing) { $0 }
            Image(systemName: "person")
        }
        .font(.title2)
        .padding()
        .overlayPreferenceValue(PinKey.self) { anchor in
            GeometryReader { proxy in
                if let anchor {
                    Circle()
                        .fill(.red)
                        .frame(width: 8, height: 8)
                        .position(proxy[anchor])
                }
            }
        }
        """#,
        "padding": #"""
        Text("Hello")
            .padding()
            .background(.yellow)
        """#,
        "pickerStyle": #"""
        Picker("Size", selection: .constant("M")) {
            Text("S").tag("S")
            Text("M").tag("M")
            Text("L").tag("L")
        }
        .pickerStyle(.segmented)
        """#,
        "popover": #"""
        Button("Info") {}
            .popover(isPresented: .constant(false)) {
                Text("More information")
            }
        """#,
        "position": #"""
        Text("Placed")
            .position(x: 80, y: 20)
            .frame(width: 200, height: 40)
        """#,
        "preference": #"""
        struct TitleKey: PreferenceKey {
            static var defaultValue = ""
            static func reduce(value: inout String, nextValue: () -> String) {
                value = nextValue()
            }
        }
        struct Screen: View {
            @State private var title = ""
            var body: some View {
                VStack(spacing: 8) {
                    Text(title).font(.headline)
                    Text("Inbox content").preference(key: TitleKey.self, value: "Inbox")
                }
                .onPreferenceChange(TitleKey.self) { title = $0 }
                .padding()
            }
        }
        Screen()
        """#,
        "preferredColorScheme": #"""
        Text("Dark mode")
            .preferredColorScheme(.dark)
        """#,
        "presentationDetents": #"""
        Text("Sheet content")
            .presentationDetents([.medium, .large])
        """#,
        "previewContext": #"""
        Text("Widget")
            .previewContext(0)
        """#,
        "previewDevice": #"""
        Text("iPhone")
            .previewDevice("iPhone 15")
        """#,
        "previewDisplayName": #"""
        Text("Default")
            .previewDisplayName("Default state")
        """#,
        "previewInterfaceOrientation": #"""
        Text("Landscape")
            .previewInterfaceOrientation(.landscapeLeft)
        """#,
        "previewLayout": #"""
        Text("Compact")
            .previewLayout(.sizeThatFits)
        """#,
        "progressViewStyle": #"""
        ProgressView(value: 0.3)
            .progressViewStyle(.linear)
            .padding()
        """#,
        "redacted": #"""
        Text("Loading content")
            .redacted(reason: .placeholder)
        """#,
        "refreshable": #"""
        List {
            Text("Pull to refresh")
        }
        .refreshable {
            print("refresh")
        }
        """#,
        "rotationEffect": #"""
        Text("Tilted")
            .rotationEffect(.degrees(15))
            .padding()
        """#,
        "safeAreaInset": #"""
        List {
            Text("Message")
        }
        .safeAreaInset(edge: .bottom) {
            Text("Footer").padding()
        }
        """#,
        "scaleEffect": #"""
        Text("Bigger")
            .scaleEffect(1.5)
            .padding()
        """#,
        "scaledToFill": #"""
        Image(systemName: "photo")
            .resizable()
            .scaledToFill()
            .frame(width: 80, height: 60)
        """#,
        "scaledToFit": #"""
        Image(systemName: "photo")
            .resizable()
            .scaledToFit()
            .frame(width: 80, height: 60)
        """#,
        "scrollContentBackground": #"""
        List {
            Text("Clear list")
        }
        .scrollContentBackground(.hidden)
        """#,
        "scrollIndicators": #"""
        ScrollView {
            Text("No indicators")
        }
        .scrollIndicators(.hidden)
        """#,
        "searchable": #"""
        NavigationStack {
            List {
                Text("Swift")
            }
            .searchable(text: .constant(""))
        }
        """#,
        "selectStyle": #"""
        Select(label: "Country", value: "Portugal")
            .selectStyle(.underlined)
            .padding()
        """#,
        "shadow": #"""
        Text("Lifted")
            .padding()
            .background(.white)
            .shadow(radius: 4)
        """#,
        "sheet": #"""
        Button("Show details") {}
            .sheet(isPresented: .constant(false)) {
                Text("Details")
            }
        """#,
        "simultaneousGesture": #"""
        struct LongPress: Gesture {
            var body: some Gesture { LongPressGesture(minimumDuration: 1) }
        }
        Text("Press and hold")
            .simultaneousGesture(LongPress())
        """#,
        "statusBar": #"""
        Text("Immersive")
            .statusBar(hidden: true)
        """#,
        "submitLabel": #"""
        TextField("Search", text: .constant(""))
            .submitLabel(.search)
            .padding()
        """#,
        "swipeActions": #"""
        List {
            Text("Message")
                .swipeActions {
                    Button("Delete", role: .destructive) {}
                }
        }
        """#,
        "symbolRenderingMode": #"""
        Image(systemName: "cloud.sun.fill")
            .symbolRenderingMode(.multicolor)
            .font(.largeTitle)
        """#,
        "symbolVariant": #"""
        Image(systemName: "heart")
            .symbolVariant(.fill)
        """#,
        "tabItem": #"""
        TabView {
            Text("Home")
                .tabItem {
                    Label("Home", systemImage: "house")
                }
        }
        """#,
        "tag": #"""
        Picker("Size", selection: .constant(1)) {
            Text("Small").tag(0)
            Text("Large").tag(1)
        }
        """#,
        "task": #"""
        Text("Loading")
            .task {
                print("load")
            }
        """#,
        "textCase": #"""
        Text("Section title")
            .textCase(.uppercase)
        """#,
        "textFieldStyle": #"""
        TextField("Name", text: .constant(""))
            .textFieldStyle(.roundedBorder)
            .padding()
        """#,
        "textInputAutocapitalization": #"""
        TextField("Email", text: .constant(""))
            .textInputAutocapitalization(.never)
            .padding()
        """#,
        "textInputStyle": #"""
        TextInput(label: "Email", text: .constant("jane@example.com"))
            .textInputStyle(.underlined)
            .padding()
        """#,
        "theme": #"""
        Button("Continue") {}
            .buttonStyle(.borderedProminent)
            .theme(Theme(accent: .purple))
        """#,
        "tint": #"""
        Toggle("Enabled", isOn: .constant(true))
            .tint(.green)
            .padding()
        """#,
        "toggleStyle": #"""
        Toggle("Bold", isOn: .constant(true))
            .toggleStyle(.switch)
            .padding()
        """#,
        "toolbar": #"""
        NavigationStack {
            Text("No notes yet")
                .navigationTitle("Notes")
                .toolbar {
                    ToolbarItem(placement: .topBarLeading) { Button("Edit") {} }
                    ToolbarItem(placement: .topBarTrailing) {
                        Button {} label: { Image(systemName: "square.and.pencil") }
                    }
                    ToolbarItem(placement: .status) { Text("0 notes").font(.caption) }
                }
        }
        """#,
        "tracking": #"""
        Text("TRACKED")
            .tracking(3)
        """#,
        "transition": #"""
        Text("Appears")
            .transition(.opacity)
        """#,
        "truncationMode": #"""
        Text("A very long file name that gets truncated.txt")
            .lineLimit(1)
            .truncationMode(.middle)
            .frame(width: 160)
        """#,
        "unredacted": #"""
        VStack {
            Text("Placeholder")
            Text("Always shown").unredacted()
        }
        .redacted(reason: .placeholder)
        """#,
        "zIndex": #"""
        ZStack {
            Circle().fill(.red).frame(width: 50, height: 50).zIndex(1)
            Rectangle().fill(.blue).frame(width: 70, height: 40)
        }
        """#,
    ]
}
