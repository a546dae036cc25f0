/// Drawn quizzes: each pool takes at most `count` answers and its required questions
/// exactly `count` when they are required.
enum DrawCases {
    static func all() -> [CaseSpec] {
        var cases: [CaseSpec] = []
        func add(_ label: String, in bundle: String = "draws", _ text: String) {
            cases.append(.score("draws/\(label)", bundle: bundle, text))
        }
        let fixed = #""u1":"a","u2":"b""#
        add("one draw", #"{"w1":"a","c1":"a","c2":"b",\#(fixed)}"#)
        add("another draw", #"{"w3":"b","c3":"c","c4":"a",\#(fixed)}"#)
        add("optional core question left out", #"{"w2":"a","c4":"b","c1":"c",\#(fixed)}"#)
        add("two warm-ups", #"{"w1":"a","w2":"a","c1":"a","c2":"b",\#(fixed)}"#)
        add("every warm-up", #"{"w1":"a","w2":"a","w3":"b","c1":"a","c2":"b",\#(fixed)}"#)
        add("no warm-up", #"{"c1":"a","c2":"b",\#(fixed)}"#)
        add("one core", #"{"w1":"a","c1":"a",\#(fixed)}"#)
        add("three core", #"{"w1":"a","c1":"a","c2":"b","c3":"c",\#(fixed)}"#)
        add("every core", #"{"w1":"a","c1":"a","c2":"b","c3":"c","c4":"a",\#(fixed)}"#)
        add("no pool answered", #"{\#(fixed)}"#)
        add("unpooled missing", #"{"w1":"a","c1":"a","c2":"b","u1":"a"}"#)
        add("pinned option", #"{"w1":"b","c1":"b","c2":"b","u1":"none","u2":"c"}"#)
        add("null in pool", #"{"w1":"a","w2":null,"c1":"a","c2":"b",\#(fixed)}"#)
        add("bad option in a second warm-up", #"{"w1":"a","w2":"z","c1":"a","c2":"b",\#(fixed)}"#)
        add("empty", "{}")
        add("draw-all/two", in: "draw-all", #"{"d1":"a","d2":"b"}"#)
        add("draw-all/optional scale and multiple", in: "draw-all", #"{"d3":["a","b"],"d4":2}"#)
        add("draw-all/one", in: "draw-all", #"{"d1":"a"}"#)
        add("draw-all/three", in: "draw-all", #"{"d1":"a","d2":"b","d3":["c"]}"#)
        add("draw-all/four", in: "draw-all", #"{"d1":"a","d2":"b","d3":["c"],"d4":1}"#)
        add("draw-all/none", in: "draw-all", "{}")
        add("draw-all/only optional", in: "draw-all", #"{"d4":1}"#)
        add("draw-all/multiple too many", in: "draw-all", #"{"d1":"a","d3":["a","b","c"]}"#)
        return cases
    }
}
