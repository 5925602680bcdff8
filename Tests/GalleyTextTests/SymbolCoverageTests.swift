import Testing

@testable import GalleyText

/// The SF Symbol names authors use most, roughly in order of use: assembled from the
/// symbols of Apple's sample code and SwiftUI tutorials, the names in the reference
/// vocabulary count, and the standard icons of iOS apps (tab bars, toolbars, lists,
/// media, weather). Not a measured ranking beyond the vocabulary's 23 names: a list wide
/// enough that an article rarely meets a common symbol without an icon.
enum CommonSymbolNames {
    static let ranked: [String] = [
        "star.fill", "star", "heart.fill", "heart", "house", "house.fill", "gear", "gearshape",
        "gearshape.fill", "person", "person.fill", "person.circle", "person.circle.fill",
        "person.crop.circle", "person.crop.circle.fill", "magnifyingglass", "plus", "plus.circle",
        "plus.circle.fill", "minus", "xmark", "xmark.circle", "xmark.circle.fill", "checkmark",
        "checkmark.circle", "checkmark.circle.fill", "chevron.right", "chevron.left", "chevron.up",
        "chevron.down", "chevron.forward", "chevron.backward", "arrow.right", "arrow.left", "arrow.up",
        "arrow.down", "trash", "trash.fill", "pencil", "square.and.pencil", "square.and.arrow.up",
        "square.and.arrow.down", "ellipsis", "ellipsis.circle", "bell", "bell.fill", "envelope",
        "envelope.fill", "paperplane", "paperplane.fill", "message", "message.fill", "bubble.left",
        "bubble.left.fill", "phone", "phone.fill", "video", "video.fill", "camera", "camera.fill", "photo",
        "photo.fill", "photo.on.rectangle", "mic", "mic.fill", "calendar", "clock", "clock.fill", "alarm",
        "timer", "lock", "lock.fill", "lock.open", "key", "shield", "cart", "cart.fill", "bag", "bag.fill",
        "creditcard", "creditcard.fill", "gift", "tag", "tag.fill", "flag", "flag.fill", "bookmark",
        "bookmark.fill", "book", "book.fill", "doc", "doc.fill", "doc.text", "doc.on.doc", "folder",
        "folder.fill", "paperclip", "link", "globe", "map", "map.fill", "mappin", "mappin.and.ellipse",
        "location", "location.fill", "info.circle", "info.circle.fill", "questionmark.circle",
        "exclamationmark.triangle", "exclamationmark.triangle.fill", "exclamationmark.circle", "play",
        "play.fill", "play.circle", "play.circle.fill", "pause", "pause.fill", "pause.circle", "stop.fill",
        "forward.fill", "backward.fill", "forward.end.fill", "backward.end.fill", "shuffle", "repeat",
        "speaker.wave.2", "speaker.wave.2.fill", "speaker.slash", "music.note", "headphones", "eye",
        "eye.fill", "eye.slash", "hand.thumbsup", "hand.thumbsup.fill", "hand.thumbsdown", "arrow.clockwise",
        "arrow.counterclockwise", "arrow.triangle.2.circlepath", "arrow.uturn.backward", "arrow.up.right",
        "arrow.up.circle", "arrow.up.circle.fill", "arrow.down.circle", "arrow.right.circle",
        "arrow.right.circle.fill", "arrow.left.circle", "arrow.up.arrow.down", "arrow.left.arrow.right",
        "arrow.up.right.square", "square.grid.2x2", "square.grid.2x2.fill", "list.bullet", "list.number",
        "checklist", "line.3.horizontal", "line.3.horizontal.decrease.circle", "slider.horizontal.3",
        "circle", "circle.fill", "square", "square.fill", "checkmark.square", "checkmark.square.fill",
        "checkmark.seal.fill", "minus.circle", "minus.circle.fill", "star.circle", "star.circle.fill",
        "star.leadinghalf.filled", "heart.circle", "heart.circle.fill", "heart.slash", "sun.max",
        "sun.max.fill", "moon", "moon.fill", "moon.stars", "moon.circle.fill", "cloud", "cloud.fill",
        "cloud.sun", "cloud.sun.fill", "cloud.rain", "cloud.rain.fill", "cloud.bolt", "cloud.snow",
        "snowflake", "wind", "thermometer", "umbrella", "drop", "drop.fill", "flame", "flame.fill", "bolt",
        "bolt.fill", "leaf", "leaf.fill", "sparkles", "wand.and.stars", "paintbrush", "paintbrush.fill",
        "paintpalette", "pencil.circle", "scissors", "wrench", "hammer", "wrench.and.screwdriver",
        "square.stack", "square.stack.fill", "square.stack.3d.up", "rectangle.stack", "1.circle.fill",
        "2.circle.fill", "3.circle.fill", "4.circle.fill", "5.circle.fill", "1.circle", "number", "percent",
        "dollarsign.circle", "dollarsign.circle.fill", "banknote", "chart.bar", "chart.bar.fill",
        "chart.pie", "chart.line.uptrend.xyaxis", "waveform", "airplane", "car", "car.fill", "bus", "tram",
        "bicycle", "figure.walk", "building.2", "cup.and.saucer", "fork.knife", "briefcase", "graduationcap",
        "trophy", "crown", "gamecontroller", "wifi", "battery.100", "power", "lightbulb", "lightbulb.fill",
        "keyboard", "desktopcomputer", "laptopcomputer", "iphone", "ipad", "applewatch", "appletv",
        "homepod", "ipod", "airpods", "printer", "tv", "display", "terminal", "qrcode", "barcode", "faceid",
        "person.2", "person.2.fill", "person.3", "person.badge.plus", "tray", "tray.fill", "archivebox",
        "shippingbox", "cube", "puzzlepiece", "newspaper", "books.vertical", "calendar.badge.plus",
        "bell.slash", "envelope.open", "link.circle", "icloud", "icloud.and.arrow.up",
        "icloud.and.arrow.down", "externaldrive", "cpu", "hourglass", "stopwatch", "pin", "pin.fill",
        "text.alignleft", "textformat", "bold", "italic", "underline", "rectangle.portrait.and.arrow.right",
        "arrow.down.to.line", "arrow.up.and.down", "arrow.up.left.and.arrow.down.right", "crop",
        "rotate.right", "eyedropper", "xmark.square", "plus.square", "nosign", "suit.heart", "suit.club",
        "suit.spade", "suit.diamond", "pawprint", "ant", "tortoise", "hare", "heart.text.square", "cross",
        "pills", "stethoscope", "staroflife", "bed.double", "house.circle", "person.crop.square",
        "hand.raised", "hand.tap", "hand.wave", "face.smiling", "theatermasks", "medal", "sportscourt",
        "dumbbell",
    ]
}

@Suite struct SymbolCoverageTests {
    let engine = TestEngine.shared

    @Test func everyCommonNameHasAnIcon() {
        #expect(CommonSymbolNames.ranked.count >= 300)
        #expect(Set(CommonSymbolNames.ranked).count == CommonSymbolNames.ranked.count)
        let missing = CommonSymbolNames.ranked.filter { engine.iconGlyph(systemName: $0) == nil }
        #expect(missing.isEmpty, "no icon for \(missing)")
    }

    @Test(arguments: [
        "paintbrush", "cloud.sun.fill", "square.stack", "flame.fill", "moon.circle.fill", "1.circle.fill",
    ])
    func namesThatUsedToDrawThePlaceholderHaveIcons(name: String) {
        #expect(engine.iconGlyph(systemName: name) != nil)
    }

    @Test func theTableNeverRepeatsAName() {
        var names: [String] = []
        for line in SymbolNames.tableText.split(separator: "\n") {
            let fields: [Substring] = line.split(separator: " ")
            if fields.count == 2, !fields[0].hasPrefix("#") { names.append(String(fields[0])) }
        }
        #expect(Set(names).count == names.count)
    }
}
