/// Reading `migrations` (docs/bundle-format.md, "Migrations"): the last part of
/// `QuizBundle.init(json:)`, checked in the order every runtime follows, with the same
/// `path: message`. Absent in a bundle built without `quizc build --earlier`.
extension QuizBundle {
    static func decodeMigrations(_ root: Fields) throws(BundleError) -> [Migration] {
        guard let value = root.optionalValue("migrations") else { return [] }
        var migrations: [Migration] = []
        for (hash, item) in try Fields.objectMembers(value, "/migrations") {
            let entry = try Fields(item, "/migrations/\(hash)")
            migrations.append(
                Migration(
                    hash: hash, version: try entry.string("version"),
                    droppedQuestions: try strings(try entry.value("drop_questions"), entry.path + "/drop_questions"),
                    droppedOptions: try Fields.objectMembers(
                        try entry.value("drop_options"), entry.path + "/drop_options"
                    )
                    .map { key, options throws(BundleError) in
                        Migration.DroppedOptions(
                            key: key, options: try strings(options, "\(entry.path)/drop_options/\(key)"))
                    },
                    neededQuestions: try strings(try entry.value("need_questions"), entry.path + "/need_questions"),
                    refusals: try Fields.objectMembers(try entry.value("refuse"), entry.path + "/refuse")
                        .map { key, reason throws(BundleError) in
                            Migration.Refusal(
                                key: key, reason: try Fields.string(reason, "\(entry.path)/refuse/\(key)"))
                        }))
        }
        return migrations.sorted { $0.hash.utf8.lexicographicallyPrecedes($1.hash.utf8) }
    }

    /// An array of strings.
    private static func strings(_ value: JSONValue, _ path: String) throws(BundleError) -> [String] {
        guard case .array(let items) = value else { throw BundleError(path: path, message: "expected an array") }
        return try items.enumerated().map { index, item throws(BundleError) in
            try Fields.string(item, "\(path)/\(index)")
        }
    }
}
