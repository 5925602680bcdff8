@_spi(Reflection) import Swift

/// Where a type keeps its dynamic properties, worked out once per type from the static
/// types of its stored properties, so that installing the environment in a view or style
/// reads those fields directly instead of reflecting on every property of every value.
///
/// Reflection (`Mirror`) was a tenth of laying out a preview: every composite view, style
/// and custom modifier is asked, and the library's own styles all hold `@Environment`.
/// The plan names the stored properties that are readers or dynamic properties, and those
/// whose static type could hold one at run time (an existential, an optional of one), which
/// are asked each time; a class or an enum, or a type with a custom mirror, is reflected on.
enum DynamicPropertyLayout {
    enum Plan {
        /// No stored property can hold a dynamic property.
        case nothing
        /// These stored properties are, or may hold, environment readers or dynamic properties.
        case fields([Field])
        /// Only reflection on the value can tell.
        case reflect
    }

    struct Field {
        /// Bytes from the start of the value.
        let offset: Int
        let type: Any.Type
    }

    static func plan(for type: Any.Type) -> Plan {
        plans.value(for: type, make: examine)
    }

    private static let plans = PerTypeMemo<Plan>()

    private static func examine(_ type: Any.Type) -> Plan {
        if type is CustomReflectable.Type { return .reflect }
        var fields: [Field] = []
        let walked = _forEachField(of: type, options: []) { _, offset, fieldType, kind in
            // A field that is a reader or a dynamic property, or that could hold one at
            // run time (an existential, say), is read from the value's bytes as what its
            // static type is and asked, as reflection would hand it over; the others are
            // never asked. (Reflecting on every value with such a field was most of
            // installing the environment: library views hold `AnyView`s and closures.)
            if fieldType is EnvironmentInstallable.Type || fieldType is DynamicProperty.Type
                || mayHoldAtRunTime(fieldType, kind: kind)
            {
                fields.append(Field(offset: offset, type: fieldType))
            }
            return true
        }
        // Not a struct, or a type the runtime cannot describe field by field.
        guard walked else { return .reflect }
        return fields.isEmpty ? .nothing : .fields(fields)
    }

    /// Whether a stored property of this static type, which is neither an environment
    /// reader nor a dynamic property, could still hold one when the view is evaluated.
    private static func mayHoldAtRunTime(_ fieldType: Any.Type, kind: _MetadataKind) -> Bool {
        if fieldType is EnvironmentInstallable.Type || fieldType is DynamicProperty.Type { return true }
        switch kind {
        case .struct:
            // A cast from AnyHashable looks inside it, like a cast from an existential.
            return fieldType == AnyHashable.self
        case .enum, .tuple, .function, .metatype, .existentialMetatype, .class:
            // A cast of such a value to a protocol succeeds only for its own type. (A class
            // instance could be of a subclass that conforms: SwiftUI does not look inside
            // references either, so neither does Galley.)
            return false
        case .optional:
            // A cast from an optional looks at what it wraps.
            guard let wrapped = (fieldType as? any OptionalType.Type)?.wrappedType else { return true }
            var mayHold = true
            _ = _forEachField(of: Probe<Int>.probeType(for: wrapped), options: []) { _, _, type, kind in
                mayHold = mayHoldAtRunTime(type, kind: kind)
                return false
            }
            return mayHold
        default:
            // Existentials and foreign types: what they hold is known at run time.
            return true
        }
    }
}

/// Installs `environment` in every dynamic property of `subject`, including those
/// nested in custom `DynamicProperty` structs.
func installEnvironment(_ environment: EnvironmentValues, in subject: Any) {
    switch DynamicPropertyLayout.plan(for: type(of: subject)) {
    case .nothing:
        return
    case .fields(let fields):
        // The fields are read from the value's own bytes, not from the `Any` box.
        func install<Subject>(in value: Subject) {
            installEnvironment(environment, in: value, fields: fields)
        }
        _openExistential(subject, do: install)
    case .reflect:
        for child in Mirror(reflecting: subject).children {
            install(environment, inProperty: child.value)
        }
    }
}

/// A stored property's value: an environment reader gets the values; a dynamic-property
/// struct has its own properties installed.
private func install(_ environment: EnvironmentValues, inProperty value: Any) {
    if let installable = value as? EnvironmentInstallable {
        installable.install(environment)
    } else if value is DynamicProperty {
        installEnvironment(environment, in: value)
    }
}

private func installEnvironment<Subject>(
    _ environment: EnvironmentValues, in subject: Subject, fields: [DynamicPropertyLayout.Field]
) {
    withUnsafeBytes(of: subject) { bytes in
        guard let base = bytes.baseAddress else { return }
        for field in fields {
            install(environment, inProperty: loadField(field.type, at: base + field.offset))
        }
    }
}

/// A copy of the field of type `Field` stored at `address` (the plan's offsets come from
/// the runtime's own description of the type, so the bytes there are such a value).
private func loadField<Field>(_ type: Field.Type, at address: UnsafeRawPointer) -> Any {
    address.assumingMemoryBound(to: Field.self).pointee
}

/// Tells the wrapped type of an optional type.
private protocol OptionalType {
    static var wrappedType: Any.Type { get }
}

extension Optional: OptionalType {
    static var wrappedType: Any.Type { Wrapped.self }
}

/// A struct with one stored property of type `Value`: the runtime describes its field,
/// kind included, which is how the kind of an optional's wrapped type is found.
private struct Probe<Value> {
    var value: Value

    static func probeType(for type: Any.Type) -> Any.Type {
        func probe<Wrapped>(_: Wrapped.Type) -> Any.Type { Probe<Wrapped>.self }
        return _openExistential(type, do: probe)
    }
}
