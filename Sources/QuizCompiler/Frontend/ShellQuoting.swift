/// Words written so that a POSIX shell reads them back unchanged (the command `build --check`
/// suggests).
@_spi(Tools) public enum ShellQuoting {
    /// `word` as a POSIX shell reads it back: unchanged when it is plain, else in single quotes.
    @_spi(Tools) public static func quoted(_ word: String) -> String {
        let plain =
            !word.isEmpty
            && word.unicodeScalars.allSatisfy { scalar in
                scalar.isASCII
                    && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
                        || "._/-=:@%+,".unicodeScalars.contains(scalar))
            }
        return plain ? word : "'" + word.replacing("'", with: "'\\''") + "'"
    }
}
