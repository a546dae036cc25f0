/// What `build --check` says about an output folder, one line each (without `quizc: `).
struct StalenessReport: Sendable {
    /// The lines, in order.
    let lines: [String]

    /// The report on `staleness` of `folder`, which should hold `bundleCount` bundles;
    /// `rebuildCommand` is the build that updates it.
    init(staleness: OutputFolder.Staleness, folder: String, bundleCount: Int, rebuildCommand: String) {
        if staleness.isUpToDate {
            lines = ["\(folder) is up to date (\(bundleCount) bundles)"]
            return
        }
        let index = BundleEmitter.indexName
        var lines: [String] = []
        for name in staleness.stale { lines.append("stale: \(folder)/\(name) differs from a fresh build") }
        for name in staleness.missing { lines.append("missing: \(folder)/\(name) would be written by a build") }
        for name in staleness.extra {
            lines.append(
                "extra: \(folder)/\(name) is listed in \(folder)/\(index) but no longer produced; a build removes it")
        }
        for name in staleness.unlisted {
            lines.append(
                "extra: \(folder)/\(name) is not a bundle of this build nor listed in \(folder)/\(index), so a build leaves it: delete it if it is an old bundle, or keep it outside \(folder)"
            )
        }
        if !(staleness.stale.isEmpty && staleness.missing.isEmpty && staleness.extra.isEmpty) {
            lines.append("run `\(rebuildCommand)` to update")
        }
        self.lines = lines
    }
}
