extension Substring {
    /// The text without spaces and tabs at either end (a suppression's reason, a PO header's
    /// name and value).
    @_spi(Tools) public var trimmingSpaces: String {
        String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }
}
