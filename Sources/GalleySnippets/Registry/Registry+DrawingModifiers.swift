import Foundation
import GalleyUI

extension Registry {
    /// Modifiers that draw or mark a view: backgrounds and overlays, clipping, effects,
    /// colours, accessibility, tags and navigation titles.
    func registerDrawingModifiers() {
        registerBackgroundAndOverlayModifiers()
        registerOpacityAndClippingModifiers()
        registerEffectModifiers()
        registerCompositingAndMaskModifiers()
        registerColorModifiers()
        registerAppearanceModifiers()
        registerAccessibilityAndRedactionModifiers()
        registerIdentityModifiers()
        registerNavigationTitleModifiers()
        registerAppearanceTypes()
    }

    /// `.background` and `.overlay`'s forms.
    private func registerBackgroundAndOverlayModifiers() {
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
    }

    /// `.opacity`, `.clipShape`, `.clipped` and `.cornerRadius`.
    private func registerOpacityAndClippingModifiers() {
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
    }

    /// `.shadow`, `.rotationEffect`, `.scaleEffect`, `.blur`, `.blendMode` and `BlendMode`.
    private func registerEffectModifiers() {
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
    }

    /// `.compositingGroup`, `.hidden`, `.border` and `.mask`.
    private func registerCompositingAndMaskModifiers() {
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
    }

    /// `.foregroundColor`, `.foregroundStyle`, `.tint` and `.accentColor`.
    private func registerColorModifiers() {
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
    }

    /// `.disabled`, `.preferredColorScheme`, `.controlSize` and `.imageScale`.
    private func registerAppearanceModifiers() {
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
    }

    /// `.accessibility…`, `.redacted`, `.unredacted` and `RedactionReasons`.
    private func registerAccessibilityAndRedactionModifiers() {
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
    }

    /// `.tag` and `.id`.
    private func registerIdentityModifiers() {
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
    }

    /// `.navigationTitle`, `.navigationBarTitleDisplayMode`, `.navigationBarTitle` and `.tabItem`.
    private func registerNavigationTitleModifiers() {
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
    }

    /// `ColorScheme` and `ControlSize`, with their values.
    private func registerAppearanceTypes() {
        type("ColorScheme", ColorScheme.self)
        staticValues("ColorScheme", ["light": { ColorScheme.light }, "dark": { ColorScheme.dark }])
        type("ControlSize", ControlSize.self)
        for size in ControlSize.allCases { staticValue("ControlSize", "\(size)", size) }
        staticValue("ControlSize", "allCases", Value.array(ControlSize.allCases.map { .native($0) }))
    }
}
