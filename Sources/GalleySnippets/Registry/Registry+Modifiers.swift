import Foundation
import GalleyUI

extension Registry {
    /// The modifiers of every view.
    func registerModifiers() {
        registerLayoutModifiers()
        registerDrawingModifiers()
        registerTextModifiers()
        registerStillModifiers()
        registerToolbarModifiers()
        registerSymbolModifiers()
    }

    /// `.toolbar`, its items and placements, `.navigationBarItems` and `.searchable`:
    /// drawn by the enclosing navigation stack.
    private func registerToolbarModifiers() {
        modifier(
            "toolbar(content:)",
            example: #"""
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
                """#
        ) { view, a in view.toolbar { a.view("content") } }
        type("ToolbarItemPlacement", ToolbarItemPlacement.self)
        staticValues(
            "ToolbarItemPlacement",
            [
                "automatic": { ToolbarItemPlacement.automatic },
                "navigationBarLeading": { ToolbarItemPlacement.navigationBarLeading },
                "navigationBarTrailing": { ToolbarItemPlacement.navigationBarTrailing },
                "topBarLeading": { ToolbarItemPlacement.topBarLeading },
                "topBarTrailing": { ToolbarItemPlacement.topBarTrailing },
                "principal": { ToolbarItemPlacement.principal }, "bottomBar": { ToolbarItemPlacement.bottomBar },
                "status": { ToolbarItemPlacement.status }, "primaryAction": { ToolbarItemPlacement.primaryAction },
                "secondaryAction": { ToolbarItemPlacement.secondaryAction },
                "cancellationAction": { ToolbarItemPlacement.cancellationAction },
                "confirmationAction": { ToolbarItemPlacement.confirmationAction },
                "destructiveAction": { ToolbarItemPlacement.destructiveAction },
                "navigation": { ToolbarItemPlacement.navigation }, "keyboard": { ToolbarItemPlacement.keyboard },
            ])
        view(
            "ToolbarItem(placement:content:)",
            example: #"""
                NavigationStack {
                    Text("Draft")
                        .navigationTitle("Compose")
                        .toolbar {
                            ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} }
                            ToolbarItem(placement: .confirmationAction) { Button("Send") {} }
                        }
                }
                """#
        ) { a in
            ToolbarItem(placement: try a["placement"]) { a.view("content") }
        }
        view("ToolbarItem(id:placement:content:)") { a in
            ToolbarItem(placement: try a["placement"]) { a.view("content") }
        }
        view(
            "ToolbarItemGroup(placement:content:)",
            example: #"""
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
                """#
        ) { a in
            ToolbarItemGroup(placement: try a["placement"]) { a.view("content") }
        }
        modifier(
            "navigationBarItems(leading:trailing:)",
            example: #"""
                NavigationView {
                    Text("Inbox")
                        .navigationBarItems(trailing: Button("Edit") {})
                }
                """#
        ) { view, a in
            view.navigationBarItems(leading: a.view("leading"), trailing: a.view("trailing"))
        }
        modifier("navigationBarItems(leading:)") { view, a in view.navigationBarItems(leading: a.view("leading"))
        }
        modifier("navigationBarItems(trailing:)") { view, a in
            view.navigationBarItems(trailing: a.view("trailing"))
        }
        type("SearchFieldPlacement", SearchFieldPlacement.self)
        staticValues(
            "SearchFieldPlacement",
            [
                "automatic": { SearchFieldPlacement.automatic },
                "navigationBarDrawer": { SearchFieldPlacement.navigationBarDrawer },
                "toolbar": { SearchFieldPlacement.toolbar }, "sidebar": { SearchFieldPlacement.sidebar },
            ])
        staticFunction("SearchFieldPlacement", "navigationBarDrawer(displayMode: Any)") { _ in
            SearchFieldPlacement.navigationBarDrawer
        }
        modifier(
            "searchable(text:placement:prompt: String?)",
            example: #"""
                NavigationStack {
                    List {
                        Text("Swift")
                    }
                    .searchable(text: .constant(""))
                }
                """#
        ) { view, a in
            view.searchable(text: try a["text"], placement: try a["placement"], prompt: a.optional("prompt"))
        }
        modifier("searchable(text:placement:prompt: Text)") {
            view, a in
            view.searchable(text: try a["text"], placement: try a["placement"], prompt: try a["prompt"] as Text)
        }
        // Suggestions show only while the field is edited: read, then set aside.
        modifier("searchable(text:placement:prompt: String? suggestions:)") { view, a in
            _ = a.view("suggestions")
            return view.searchable(text: try a["text"], placement: try a["placement"], prompt: a.optional("prompt"))
        }
        modifier("searchable(text:placement:prompt: Text suggestions:)") { view, a in
            _ = a.view("suggestions")
            return view.searchable(text: try a["text"], placement: try a["placement"], prompt: try a["prompt"] as Text)
        }
        modifier(
            "searchCompletion(_:)",
            example: #"""
                NavigationStack {
                    Text("Search for a recipe")
                        .searchable(text: .constant(""), prompt: "Ingredients, dishes") {
                            Text("Pancakes").searchCompletion("pancakes")
                        }
                        .navigationTitle("Recipes")
                }
                .frame(height: 220)
                """#
        ) { view, a in view.searchCompletion(try a["completion"]) }
        modifier(
            "textSelection(_:)",
            example: #"""
                Text("Order #A-2041-7733")
                    .font(.body.monospaced())
                    .textSelection(.enabled)
                    .padding()
                """#
        ) { view, a in
            view.textSelection(try a["selectability"])
        }
        type("TextSelectability", TextSelectability.self)
        staticValues(
            "TextSelectability", ["enabled": { TextSelectability.enabled }, "disabled": { TextSelectability.disabled }])
    }

    /// `.symbolVariant` and its values: `.fill`, `.circle.fill`.
    private func registerSymbolModifiers() {
        type("SymbolVariants", SymbolVariants.self)
        staticValues(
            "SymbolVariants",
            [
                "none": { SymbolVariants.none }, "fill": { SymbolVariants.fill }, "slash": { SymbolVariants.slash },
                "circle": { SymbolVariants.circle }, "square": { SymbolVariants.square },
                "rectangle": { SymbolVariants.rectangle },
            ])
        property(SymbolVariants.self, "fill") { $0.fill }
        property(SymbolVariants.self, "slash") { $0.slash }
        property(SymbolVariants.self, "circle") { $0.circle }
        property(SymbolVariants.self, "square") { $0.square }
        modifier(
            "symbolVariant(_:)",
            example: #"""
                Image(systemName: "heart")
                    .symbolVariant(.fill)
                """#
        ) { view, a in view.symbolVariant(try a["variant"]) }
    }

    private func registerLayoutModifiers() {
        modifier(
            "padding(_:_:)",
            example: #"""
                Text("Hello")
                    .padding()
                    .background(.yellow)
                """#
        ) {
            $0.padding(try $1["edges"], $1.optional("length"))
        }
        modifier("padding(_: CGFloat)") { $0.padding(try $1["length"] as CGFloat) }
        modifier("padding(_: EdgeInsets)") { $0.padding(try $1["insets"] as EdgeInsets) }
        modifier(
            "frame(width:height:alignment:)",
            example: #"""
                Text("Centered")
                    .frame(width: 200, height: 50)
                    .background(.yellow)
                """#
        ) {
            $0.frame(width: $1.optional("width"), height: $1.optional("height"), alignment: try $1["alignment"])
        }
        modifier("frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)") {
            $0.frame(
                minWidth: $1.optional("minWidth"), idealWidth: $1.optional("idealWidth"),
                maxWidth: $1.optional("maxWidth"),
                minHeight: $1.optional("minHeight"),
                idealHeight: $1.optional("idealHeight"), maxHeight: $1.optional("maxHeight"),
                alignment: try $1["alignment"])
        }
        modifier(
            "fixedSize()",
            example: #"""
                Text("This text keeps its ideal size")
                    .fixedSize()
                    .frame(width: 100)
                """#
        ) { view, _ in view.fixedSize() }
        modifier("fixedSize(horizontal:vertical:)") {
            $0.fixedSize(horizontal: try $1["horizontal"], vertical: try $1["vertical"])
        }
        modifier(
            "layoutPriority(_:)",
            example: #"""
                HStack {
                    Text("A title that gets the room").layoutPriority(1)
                    Text("A detail that gives way")
                }
                .frame(width: 260)
                """#
        ) { $0.layoutPriority(try $1["value"]) }
        modifier(
            "gridCellColumns(_:)",
            example: #"""
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
                """#
        ) { $0.gridCellColumns(try $1["count"]) }
        modifier(
            "gridColumnAlignment(_:)",
            example: #"""
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
                """#
        ) { $0.gridColumnAlignment(try $1["guide"]) }
        modifier(
            "gridCellAnchor(_:)",
            example: #"""
                Grid {
                    GridRow {
                        Color.gray.opacity(0.3).frame(width: 80, height: 60)
                        Circle().fill(Color.pink).frame(width: 20, height: 20).gridCellAnchor(.topTrailing)
                    }
                }
                .padding()
                """#
        ) { $0.gridCellAnchor(try $1["anchor"]) }
        modifier(
            "gridCellUnsizedAxes(_:)",
            example: #"""
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
                """#
        ) { $0.gridCellUnsizedAxes(try $1["axes"]) }
        modifier(
            "aspectRatio(_: CGFloat? contentMode:)",
            example: #"""
                Rectangle()
                    .fill(.orange)
                    .aspectRatio(16 / 9, contentMode: .fit)
                    .frame(width: 160)
                """#
        ) {
            $0.aspectRatio($1.optional("aspectRatio"), contentMode: try $1["contentMode"])
        }
        modifier("aspectRatio(_: CGSize contentMode:)") {
            $0.aspectRatio(try $1["aspectRatio"] as CGSize, contentMode: try $1["contentMode"])
        }
        type("SafeAreaRegions", SafeAreaRegions.self)
        staticValues(
            "SafeAreaRegions",
            [
                "all": { SafeAreaRegions.all }, "container": { SafeAreaRegions.container },
                "keyboard": { SafeAreaRegions.keyboard },
            ])
        type("ContentMode", ContentMode.self)
        staticValues("ContentMode", ["fit": { ContentMode.fit }, "fill": { ContentMode.fill }])
        modifier(
            "scaledToFit()",
            example: #"""
                Image(systemName: "photo")
                    .resizable()
                    .scaledToFit()
                    .frame(width: 80, height: 60)
                """#
        ) { view, _ in view.scaledToFit() }
        modifier(
            "scaledToFill()",
            example: #"""
                Image(systemName: "photo")
                    .resizable()
                    .scaledToFill()
                    .frame(width: 80, height: 60)
                """#
        ) { view, _ in view.scaledToFill() }
        modifier(
            "offset(x:y:)",
            example: #"""
                Text("Nudged")
                    .offset(x: 20, y: 5)
                """#
        ) { $0.offset(x: try $1["x"], y: try $1["y"]) }
        modifier("offset(_:)") { $0.offset(try $1["offset"] as CGSize) }
        modifier(
            "position(x:y:)",
            example: #"""
                Text("Placed")
                    .position(x: 80, y: 20)
                    .frame(width: 200, height: 40)
                """#
        ) { $0.position(x: try $1["x"], y: try $1["y"]) }
        modifier("position(_:)") { $0.position(try $1["position"] as CGPoint) }
        modifier(
            "zIndex(_:)",
            example: #"""
                ZStack {
                    Circle().fill(.red).frame(width: 50, height: 50).zIndex(1)
                    Rectangle().fill(.blue).frame(width: 70, height: 40)
                }
                """#
        ) { $0.zIndex(try $1["value"]) }
        modifier(
            "alignmentGuide(_: HorizontalAlignment computeValue:)",
            example: #"""
                VStack(alignment: .leading) {
                    Text("Title")
                    Text("Indented")
                        .alignmentGuide(.leading) { _ in -20 }
                }
                """#
        ) {
            view, a in
            let compute: ValueFunction = try a["computeValue"]
            return view.alignmentGuide(try a["guide"] as HorizontalAlignment) { dimensions in
                CGFloat((try? compute.call([.native(dimensions)])).flatMap { a.interpreter.numeric($0) } ?? 0)
            }
        }
        modifier("alignmentGuide(_: VerticalAlignment computeValue:)") {
            view, a in
            let compute: ValueFunction = try a["computeValue"]
            return view.alignmentGuide(try a["guide"] as VerticalAlignment) { dimensions in
                CGFloat((try? compute.call([.native(dimensions)])).flatMap { a.interpreter.numeric($0) } ?? 0)
            }
        }
        modifier(
            "ignoresSafeArea(_:edges:)",
            example: #"""
                Color.orange
                    .frame(height: 40)
                    .ignoresSafeArea()
                """#
        ) { view, a in
            view.ignoresSafeArea(try a["regions"], edges: try a["edges"])
        }
        modifier(
            "edgesIgnoringSafeArea(_:)",
            example: #"""
                Color.blue
                    .frame(height: 40)
                    .edgesIgnoringSafeArea(.all)
                """#
        ) { $0.edgesIgnoringSafeArea(try $1["edges"]) }
        modifier(
            "safeAreaInset(edge: VerticalEdge alignment:spacing:content:)",
            example: #"""
                List {
                    Text("Message")
                }
                .safeAreaInset(edge: .bottom) {
                    Text("Footer").padding()
                }
                """#
        ) {
            view, a in
            view.safeAreaInset(
                edge: try a["edge"] as VerticalEdge, alignment: try a["alignment"], spacing: a.optional("spacing")
            ) {
                a.view("content")
            }
        }
        modifier("safeAreaInset(edge: HorizontalEdge alignment:spacing:content:)") {
            view, a in
            view.safeAreaInset(
                edge: try a["edge"] as HorizontalEdge, alignment: try a["alignment"], spacing: a.optional("spacing")
            ) {
                a.view("content")
            }
        }
    }

    private func registerDrawingModifiers() {
        modifier(
            "background(alignment:content:)",
            example: #"""
                Text("Badge")
                    .padding(8)
                    .background(.yellow, in: Capsule())
                """#
        ) { view, a in
            view.background(alignment: try a["alignment"]) { a.view("content") }
        }
        modifier("background(_:ignoresSafeAreaEdges:)") { view, a in
            view.background(try a.shapeStyle("style"), ignoresSafeAreaEdges: try a["edges"])
        }
        modifier("background(_:alignment:)") { view, a in
            view.background(a.view("background"), alignment: try a["alignment"])
        }
        modifier("background(_:in:)") { view, a in
            view.openedBackground(try a["style"] as any ShapeStyle, in: try a["shape"] as any Shape)
        }
        modifier("background(in:)") { view, a in view.openedBackground(in: try a["shape"] as any Shape) }
        modifier(
            "overlay(alignment:content:)",
            example: #"""
                Circle()
                    .fill(.blue)
                    .frame(width: 60, height: 60)
                    .overlay {
                        Text("1").foregroundStyle(.white)
                    }
                """#
        ) { view, a in
            view.overlay(alignment: try a["alignment"]) { a.view("content") }
        }
        modifier("overlay(_:ignoresSafeAreaEdges:)") { view, a in
            view.overlay(try a.shapeStyle("style"), ignoresSafeAreaEdges: try a["edges"])
        }
        modifier("overlay(_:alignment:)") { view, a in
            view.overlay(a.view("overlay"), alignment: try a["alignment"])
        }
        modifier("overlay(_:in:)") { view, a in
            view.openedOverlay(try a["style"] as any ShapeStyle, in: try a["shape"] as any Shape)
        }
        modifier(
            "opacity(_:)",
            example: #"""
                Text("Faded")
                    .opacity(0.4)
                """#
        ) { $0.opacity(try $1["opacity"]) }
        modifier(
            "clipShape(_:style:)",
            example: #"""
                Rectangle()
                    .fill(.pink)
                    .frame(width: 80, height: 80)
                    .clipShape(Circle())
                """#
        ) { view, a in
            view.openedClipShape(try a["shape"] as any Shape, style: try a["style"])
        }
        modifier(
            "clipped(antialiased:)",
            example: #"""
                Text("Clipped text that is far too long")
                    .frame(width: 120, height: 20)
                    .clipped()
                """#
        ) { $0.clipped(antialiased: try $1["antialiased"]) }
        modifier(
            "cornerRadius(_:antialiased:)",
            example: #"""
                Text("Rounded")
                    .padding()
                    .background(Color.green)
                    .cornerRadius(10)
                """#
        ) {
            $0.cornerRadius(try $1["radius"], antialiased: try $1["antialiased"])
        }
        modifier(
            "shadow(color:radius:x:y:)",
            example: #"""
                Text("Lifted")
                    .padding()
                    .background(.white)
                    .shadow(radius: 4)
                """#
        ) {
            $0.shadow(color: try $1["color"], radius: try $1["radius"], x: try $1["x"], y: try $1["y"])
        }
        modifier(
            "rotationEffect(_:anchor:)",
            example: #"""
                Text("Tilted")
                    .rotationEffect(.degrees(15))
                    .padding()
                """#
        ) {
            $0.rotationEffect(try $1["angle"], anchor: try $1["anchor"])
        }
        modifier(
            "scaleEffect(_: CGFloat anchor:)",
            example: #"""
                Text("Bigger")
                    .scaleEffect(1.5)
                    .padding()
                """#
        ) {
            $0.scaleEffect(try $1["scale"] as CGFloat, anchor: try $1["anchor"])
        }
        modifier("scaleEffect(_: CGSize anchor:)") {
            $0.scaleEffect(try $1["scale"] as CGSize, anchor: try $1["anchor"])
        }
        modifier("scaleEffect(x:y:anchor:)") {
            $0.scaleEffect(x: try $1["x"], y: try $1["y"], anchor: try $1["anchor"])
        }
        modifier(
            "blur(radius:opaque:)",
            example: #"""
                Text("Spoiler")
                    .font(.title)
                    .blur(radius: 3)
                """#
        ) { $0.blur(radius: try $1["radius"], opaque: try $1["opaque"]) }
        modifier(
            "blendMode(_:)",
            example: #"""
                ZStack {
                    Circle().fill(.red).frame(width: 60, height: 60).offset(x: -15)
                    Circle().fill(.blue).frame(width: 60, height: 60).offset(x: 15).blendMode(.multiply)
                }
                """#
        ) { $0.blendMode(try $1["mode"]) }
        type("BlendMode", BlendMode.self)
        for mode in BlendMode.allCases { staticValue("BlendMode", "\(mode)", mode) }
        modifier(
            "compositingGroup()",
            example: #"""
                VStack {
                    Text("One")
                    Text("Two")
                }
                .compositingGroup()
                .opacity(0.5)
                """#
        ) { view, _ in view.compositingGroup() }
        modifier(
            "hidden()",
            example: #"""
                HStack {
                    Text("Visible")
                    Text("Hidden").hidden()
                }
                """#
        ) { view, _ in view.hidden() }
        modifier(
            "border(_:width:)",
            example: #"""
                Text("Bordered")
                    .padding()
                    .border(.gray, width: 2)
                """#
        ) { view, a in
            view.border(try a.shapeStyle("content"), width: try a["width"])
        }
        modifier(
            "mask(alignment:_:)",
            example: #"""
                Rectangle()
                    .fill(LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing))
                    .frame(width: 80, height: 80)
                    .mask(Circle())
                """#
        ) { view, a in
            view.mask(alignment: try a["alignment"]) { a.view("mask") }
        }
        modifier("mask(_:alignment:)") { view, a in
            view.mask(a.view("mask"), alignment: try a["alignment"])
        }
        modifier(
            "foregroundColor(_:)",
            example: #"""
                Text("Warning")
                    .foregroundColor(.red)
                """#
        ) { $0.foregroundColor($1.optional("color")) }
        modifier(
            "foregroundStyle(_:)",
            example: #"""
                Text("Secondary")
                    .foregroundStyle(.secondary)
                """#
        ) { view, a in view.foregroundStyle(try a.shapeStyle("style"))
        }
        modifier(
            "tint(_:)",
            example: #"""
                Toggle("Enabled", isOn: .constant(true))
                    .tint(.green)
                    .padding()
                """#
        ) { $0.tint($1.optional("tint")) }
        modifier(
            "accentColor(_:)",
            example: #"""
                Button("Continue") {}
                    .accentColor(.purple)
                """#
        ) { $0.accentColor($1.optional("accentColor")) }
        modifier(
            "disabled(_:)",
            example: #"""
                Button("Submit") {}
                    .buttonStyle(.borderedProminent)
                    .disabled(true)
                """#
        ) { $0.disabled(try $1["disabled"]) }
        modifier(
            "preferredColorScheme(_:)",
            example: #"""
                Text("Dark mode")
                    .preferredColorScheme(.dark)
                """#
        ) { $0.preferredColorScheme($1.optional("colorScheme")) }
        modifier(
            "controlSize(_:)",
            example: #"""
                Button("Small") {}
                    .buttonStyle(.bordered)
                    .controlSize(.small)
                """#
        ) { $0.controlSize(try $1["size"]) }
        modifier(
            "imageScale(_:)",
            example: #"""
                Image(systemName: "star.fill")
                    .imageScale(.large)
                """#
        ) { $0.imageScale(try $1["scale"]) }
        modifier(
            "accessibilityIdentifier(_:)",
            example: #"""
                Button("Log In") {}
                    .accessibilityIdentifier("loginButton")
                """#
        ) { $0.accessibilityIdentifier(try $1["identifier"]) }
        modifier(
            "accessibilityLabel(_:)",
            example: #"""
                Image(systemName: "trash")
                    .accessibilityLabel("Delete")
                """#
        ) { $0.accessibilityLabel(try $1["label"] as String) }
        modifier(
            "accessibilityHidden(_:)",
            example: #"""
                HStack {
                    Image(systemName: "sparkles").accessibilityHidden(true)
                    Text("New features")
                }
                """#
        ) { $0.accessibilityHidden(try $1["hidden"]) }
        modifier(
            "redacted(reason:)",
            example: #"""
                Text("Loading content")
                    .redacted(reason: .placeholder)
                """#
        ) { $0.redacted(reason: try $1["reason"]) }
        modifier(
            "unredacted()",
            example: #"""
                VStack {
                    Text("Placeholder")
                    Text("Always shown").unredacted()
                }
                .redacted(reason: .placeholder)
                """#
        ) { view, _ in view.unredacted() }
        type("RedactionReasons", RedactionReasons.self)
        staticValue("RedactionReasons", "placeholder", RedactionReasons.placeholder)
        modifier(
            "tag(_:)",
            example: #"""
                Picker("Size", selection: .constant(1)) {
                    Text("Small").tag(0)
                    Text("Large").tag(1)
                }
                """#
        ) { $0.tag(try $1["tag"] as AnyHashable) }
        modifier(
            "id(_: Any)",
            example: #"""
                Text("Version 2")
                    .id(2)
                """#
        ) { view, _ in view }
        modifier(
            "navigationTitle(_: String)",
            example: #"""
                NavigationStack {
                    List {
                        Text("Milk")
                    }
                    .navigationTitle("Groceries")
                }
                """#
        ) { $0.navigationTitle(try $1["title"] as String) }
        modifier("navigationTitle(_: Text)") { $0.navigationTitle(try $1["title"] as Text) }
        modifier(
            "navigationBarTitleDisplayMode(_:)",
            example: #"""
                NavigationStack {
                    Text("Inbox")
                        .navigationTitle("Mail")
                        .navigationBarTitleDisplayMode(.inline)
                }
                """#
        ) {
            $0.navigationBarTitleDisplayMode(try $1["mode"])
        }
        type("NavigationBarTitleDisplayMode", NavigationBarTitleDisplayMode.self)
        staticValues(
            "NavigationBarTitleDisplayMode",
            [
                "automatic": { NavigationBarTitleDisplayMode.automatic },
                "inline": { NavigationBarTitleDisplayMode.inline },
                "large": { NavigationBarTitleDisplayMode.large },
            ])
        modifier(
            "navigationBarTitle(_:displayMode:)",
            example: #"""
                NavigationView {
                    Text("Inbox")
                        .navigationBarTitle("Mail", displayMode: .inline)
                }
                """#
        ) {
            $0.navigationTitle(try $1["title"] as String).navigationBarTitleDisplayMode(try $1["displayMode"])
        }
        modifier("navigationBarTitle(_:)") { $0.navigationTitle(try $1["title"] as Text) }
        modifier(
            "tabItem(_:)",
            example: #"""
                TabView {
                    Text("Home")
                        .tabItem {
                            Label("Home", systemImage: "house")
                        }
                }
                """#
        ) { view, a in view.tabItem { a.view("label") } }
        type("ColorScheme", ColorScheme.self)
        staticValues("ColorScheme", ["light": { ColorScheme.light }, "dark": { ColorScheme.dark }])
        type("ControlSize", ControlSize.self)
        for size in ControlSize.allCases { staticValue("ControlSize", "\(size)", size) }
        staticValue("ControlSize", "allCases", Value.array(ControlSize.allCases.map { .native($0) }))
    }

    private func registerTextModifiers() {
        modifier(
            "font(_:)",
            example: #"""
                Text("Headline")
                    .font(.headline)
                """#
        ) { $0.font($1.optional("font")) }
        modifier(
            "fontWeight(_:)",
            example: #"""
                Text("Semibold")
                    .fontWeight(.semibold)
                """#
        ) { $0.fontWeight($1.optional("weight")) }
        modifier(
            "fontDesign(_:)",
            example: #"""
                Text("1,024 items")
                    .fontDesign(.monospaced)
                """#
        ) { $0.fontDesign($1.optional("design")) }
        modifier(
            "monospacedDigit()",
            example: #"""
                VStack(alignment: .trailing) {
                    Text("$1,111.11")
                    Text("$8,008.80")
                }
                .monospacedDigit()
                """#
        ) { view, _ in view.monospacedDigit() }
        modifier(
            "bold(_:)",
            example: #"""
                Text("Important")
                    .bold()
                """#
        ) { $0.bold(try $1["isActive"]) }
        modifier(
            "italic(_:)",
            example: #"""
                Text("Emphasis")
                    .italic()
                """#
        ) { $0.italic(try $1["isActive"]) }
        modifier(
            "lineLimit(_:)",
            example: #"""
                Text("A long description that would wrap onto several lines if it were allowed to.")
                    .lineLimit(2)
                    .frame(width: 200)
                """#
        ) { $0.lineLimit($1.optional("number") as Int?) }
        modifier("lineLimit(_:reservesSpace:)") {
            $0.lineLimit(try $1["limit"] as Int, reservesSpace: try $1["reservesSpace"])
        }
        modifier(
            "multilineTextAlignment(_:)",
            example: #"""
                Text("Centered text\nacross lines")
                    .multilineTextAlignment(.center)
                """#
        ) { $0.multilineTextAlignment(try $1["alignment"]) }
        modifier(
            "truncationMode(_:)",
            example: #"""
                Text("A very long file name that gets truncated.txt")
                    .lineLimit(1)
                    .truncationMode(.middle)
                    .frame(width: 160)
                """#
        ) { $0.truncationMode(try $1["mode"]) }
        modifier(
            "minimumScaleFactor(_:)",
            example: #"""
                Text("A headline that shrinks to fit")
                    .font(.title)
                    .lineLimit(1)
                    .minimumScaleFactor(0.5)
                    .frame(width: 180)
                """#
        ) { $0.minimumScaleFactor(try $1["factor"]) }
        modifier(
            "allowsTightening(_:)",
            example: #"""
                Text("A fairly long headline that must fit")
                    .lineLimit(1)
                    .allowsTightening(true)
                    .frame(width: 200)
                """#
        ) { $0.allowsTightening(try $1["flag"]) }
        modifier(
            "lineSpacing(_:)",
            example: #"""
                Text("First line\nSecond line")
                    .lineSpacing(10)
                """#
        ) { $0.lineSpacing(try $1["spacing"]) }
        modifier(
            "kerning(_:)",
            example: #"""
                Text("SPACED")
                    .kerning(4)
                """#
        ) { $0.kerning(try $1["kerning"]) }
        modifier(
            "tracking(_:)",
            example: #"""
                Text("TRACKED")
                    .tracking(3)
                """#
        ) { $0.tracking(try $1["tracking"]) }
        modifier(
            "textCase(_:)",
            example: #"""
                Text("Section title")
                    .textCase(.uppercase)
                """#
        ) { $0.textCase($1.optional("textCase")) }
        modifier(
            "dynamicTypeSize(_:)",
            example: #"""
                Text("Large text")
                    .dynamicTypeSize(.xxLarge)
                """#
        ) { $0.dynamicTypeSize(try $1["size"]) }
        type("DynamicTypeSize", DynamicTypeSize.self)
        for size in DynamicTypeSize.allCases { staticValue("DynamicTypeSize", "\(size)", size) }
        staticValue("DynamicTypeSize", "allCases", Value.array(DynamicTypeSize.allCases.map { .native($0) }))
        property(DynamicTypeSize.self, "isAccessibilitySize") { $0.isAccessibilitySize }
    }

    /// Modifiers for interaction, presentation and previews: a still picture shows the
    /// view at rest, so they leave it as it is. They are declared, with comments, in
    /// `Declarations/StillModifiers.swiftinterface`: adding one is one line there.
    private func registerStillModifiers() {
        for index in DeclaredSignature.all.indices
        where DeclaredSignature.all[index].location.hasPrefix(DeclaredSignature.stillModifiersFile) {
            modifier(declaredAt: index) { view, _ in view }
        }
        type("Animation", Animation.self)
        staticValues(
            "Animation",
            [
                "default": { Animation.default }, "linear": { Animation.linear }, "easeIn": { Animation.easeIn },
                "easeOut": { Animation.easeOut },
                "easeInOut": { Animation.easeInOut }, "spring": { Animation.spring }, "bouncy": { Animation.bouncy },
                "smooth": { Animation.smooth },
            ])
        for name in ["linear", "easeIn", "easeOut", "easeInOut"] {
            staticFunction("Animation", "\(name)(duration:)") { _ in Animation.default }
        }
        staticFunction("Animation", "spring(response:dampingFraction:blendDuration:)") {
            _ in Animation.spring
        }
        method(Animation.self, "delay(_:)") { animation, _ in animation }
        method(Animation.self, "speed(_:)") { animation, _ in animation }
        method(Animation.self, "repeatForever(autoreverses:)") { animation, _ in animation }
        type("AnyTransition", AnyTransition.self)
        staticValues(
            "AnyTransition",
            [
                "identity": { AnyTransition.identity }, "opacity": { AnyTransition.opacity },
                "scale": { AnyTransition.scale },
                "slide": { AnyTransition.slide },
            ])
        staticFunction("AnyTransition", "move(edge:)") { AnyTransition.move(edge: try $0["edge"]) }
        staticFunction("AnyTransition", "scale(scale:anchor:)") {
            AnyTransition.scale(scale: try $0["scale"], anchor: try $0["anchor"])
        }
        staticFunction("AnyTransition", "asymmetric(insertion:removal:)") {
            AnyTransition.asymmetric(insertion: try $0["insertion"], removal: try $0["removal"])
        }
        method(AnyTransition.self, "combined(with:)") { $0.combined(with: try $1["other"]) }
    }
}
