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
        registerToolbars()
        registerNavigationBarItems()
        registerSearchable()
        registerTextSelection()
    }

    /// `.toolbar`, `ToolbarItemPlacement`, `ToolbarItem` and `ToolbarItemGroup`.
    private func registerToolbars() {
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
    }

    /// `.navigationBarItems`'s forms.
    private func registerNavigationBarItems() {
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
    }

    /// `.searchable`, `SearchFieldPlacement` and `.searchCompletion`.
    private func registerSearchable() {
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
    }

    /// `.textSelection` and `TextSelectability`.
    private func registerTextSelection() {
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

    /// Modifiers of the text inside a view: fonts, lines, letters and type sizes.
    private func registerTextModifiers() {
        registerFontModifiers()
        registerLineModifiers()
        registerLetterModifiers()
        registerDynamicTypeSize()
    }

    /// `.font`, `.fontWeight`, `.fontDesign`, `.monospacedDigit`, `.bold` and `.italic`.
    private func registerFontModifiers() {
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
    }

    /// `.lineLimit`, `.multilineTextAlignment`, `.truncationMode`, `.minimumScaleFactor`, `.allowsTightening` and `.lineSpacing`.
    private func registerLineModifiers() {
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
    }

    /// `.kerning`, `.tracking` and `.textCase`.
    private func registerLetterModifiers() {
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
    }

    /// `.dynamicTypeSize` and `DynamicTypeSize`.
    private func registerDynamicTypeSize() {
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
