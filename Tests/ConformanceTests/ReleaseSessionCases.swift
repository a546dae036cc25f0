/// Sessions saved on one release of `releases` (Tests/Conformance/releases) and resumed on
/// another with a `resume` step's `bundle`: resumed (v2 changed texts only), migrated (v3
/// removed a question and an option and added a required question), refused (v3 scored a
/// kept option anew and gave a wire key to another question), and a release the bundle does
/// not list.
extension SessionCases {
    private static let resumedOnTexts = """
        [{"do":"answer","key":"place","value":["home"]},{"do":"answer","key":"music","value":"quiet"},{"do":"next"},
         {"do":"tick","ms":500},{"do":"save"},{"do":"resume","bundle":"releases-v2"},{"do":"progress"},
         {"do":"answer","key":"mood","value":"rested"},{"do":"next"},{"do":"answer","key":"company","value":"alone"},
         {"do":"finish"}]
        """

    private static let migrated = """
        [{"do":"answer","key":"place","value":["beach","park"]},{"do":"answer","key":"music","value":"loud"},
         {"do":"next"},{"do":"answer","key":"mood","value":"restless"},{"do":"tick","ms":1200},{"do":"save","secret":"key"},
         {"do":"resume","bundle":"releases-v3"},{"do":"resume","bundle":"releases-v3","secret":"key"},{"do":"progress"},
         {"do":"answer","key":"company","value":"friends"},{"do":"next"},{"do":"progress"},
         {"do":"answer","key":"pace","value":"fast"},{"do":"finish"}]
        """

    private static let refusedWeights = """
        [{"do":"answer","key":"place","value":["home"]},{"do":"answer","key":"music","value":"quiet"},{"do":"next"},
         {"do":"answer","key":"mood","value":"rested"},{"do":"next"},{"do":"answer","key":"company","value":"alone"},
         {"do":"save"},{"do":"resume","bundle":"releases-v3"},{"do":"resume","bundle":"releases-v2"},{"do":"next"},
         {"do":"finish"}]
        """

    private static let refusedWireKey = """
        [{"do":"answer","key":"place","value":["park"]},{"do":"answer","key":"music","value":"loud"},{"do":"next"},
         {"do":"answer","key":"snack","value":"chips"},{"do":"answer","key":"mood","value":"rested"},{"do":"save"},
         {"do":"resume","bundle":"releases-v3"},{"do":"resume"},{"do":"next"},
         {"do":"answer","key":"company","value":"friends"},{"do":"finish"}]
        """

    private static let unlistedThenMigrated = """
        [{"do":"answer","key":"place","value":["beach"]},{"do":"answer","key":"music","value":"quiet"},{"do":"next"},
         {"do":"save"},{"do":"resume","bundle":"releases-v1"},{"do":"resume","bundle":"releases-v3"},{"do":"progress"},
         {"do":"next"},{"do":"answer","key":"place","value":["home"]},{"do":"answer","key":"mood","value":"rested"},
         {"do":"next"},{"do":"answer","key":"company","value":"alone"},{"do":"next"},
         {"do":"answer","key":"pace","value":"slow"},{"do":"finish"}]
        """

    /// name, bundle, start, steps.
    static let releaseScripts: [(String, String, String, String)] = [
        ("resumed on a release that changed texts", "releases-v1", #"{"seed":"3","clock":100}"#, resumedOnTexts),
        ("migrated on a release without a question and an option", "releases-v1", #"{"seed":"3","clock":0}"#, migrated),
        (
            "refused on a release that scores a kept option anew", "releases-v1", #"{"seed":"3","clock":0}"#,
            refusedWeights
        ),
        (
            "refused on a release that gives a wire key to another question", "releases-v1", #"{"seed":"3","clock":0}"#,
            refusedWireKey
        ),
        (
            "a release the bundle does not list, then migrated", "releases-v2", #"{"seed":"3","clock":0}"#,
            unlistedThenMigrated
        ),
    ]
}
