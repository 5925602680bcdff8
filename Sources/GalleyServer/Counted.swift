/// "1 error", "3 errors": a number and an English noun that takes an "s" in the plural,
/// for the server's status lines and overlay.
func counted(_ number: Int, _ noun: String) -> String {
    number == 1 ? "1 \(noun)" : "\(number) \(noun)s"
}
