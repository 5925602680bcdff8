import Foundation
import GalleyUI

extension Registry {
    /// Modifiers that size and place a view: padding, frames, grid cells, aspect ratios,
    /// positions and safe areas.
    func registerLayoutModifiers() {
        registerPaddingAndFrameModifiers()
        registerGridCellModifiers()
        registerAspectRatioModifiers()
        registerPositionModifiers()
        registerSafeAreaModifiers()
    }

    /// `.padding`, `.frame`, `.fixedSize` and `.layoutPriority`.
    private func registerPaddingAndFrameModifiers() {
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
    }

    /// `.gridCellColumns`, `.gridColumnAlignment`, `.gridCellAnchor` and `.gridCellUnsizedAxes`.
    private func registerGridCellModifiers() {
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
    }

    /// `.aspectRatio`, `SafeAreaRegions`, `ContentMode`, `.scaledToFit` and `.scaledToFill`.
    private func registerAspectRatioModifiers() {
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
    }

    /// `.offset`, `.position`, `.zIndex` and `.alignmentGuide`.
    private func registerPositionModifiers() {
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
    }

    /// `.ignoresSafeArea`, `.edgesIgnoringSafeArea` and `.safeAreaInset`.
    private func registerSafeAreaModifiers() {
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
}
