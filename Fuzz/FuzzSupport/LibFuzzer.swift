import CLibFuzzer
import Foundation

/// Starts libFuzzer from a fuzz target's own `main`. The targets are linked with libFuzzer's
/// driver but not with its `main` (see `make fuzz`): SwiftPM gives every executable a `main`
/// of its own, and the one `-sanitize=fuzzer` links in would clash with it.
public enum LibFuzzer {
    /// Runs libFuzzer with the command line's options, calling `testOneInput` (the target's
    /// `LLVMFuzzerTestOneInput`) with each input, and exits with its status.
    public static func run(_ testOneInput: @convention(c) (UnsafeRawPointer, Int) -> CInt) -> Never {
        var argc = CommandLine.argc
        var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
        // The same C function type: libFuzzer passes a valid pointer even for an empty input.
        let callback = unsafeBitCast(
            testOneInput, to: (@convention(c) (UnsafePointer<UInt8>?, Int) -> CInt).self)
        exit(LLVMFuzzerRunDriver(&argc, &argv, callback))
    }
}
