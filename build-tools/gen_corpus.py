#!/usr/bin/env python3
"""Writes N realistic, valid quiz files into DIR, cycling through the scoring models.

    build-tools/gen_corpus.py N DIR [--seed S] [--questions MIN-MAX]

Files are named NNNNN-MODEL.quiz.yaml (MODEL: axes, highest, bands, in turn), so the
first 200 files of a 2,000-file corpus are the 200-file corpus with the same seed.

Each quiz looks like the ones in quizzes/: a schema comment, metadata, 10-40 questions
(`--questions 6-30` for another range) with prose texts, and outcomes with descriptions and recommendations.
- axes:    2-4 axes of letter poles, `agree5`/`agree7` scales with `keyed` items balanced on
           every axis, an explicit tie per axis, one outcome per letter code; some range
           questions with anchors.
- highest: 3-6 traits with a `ties` order (sometimes `secondary: true`); single and
           multiple choice questions whose options weigh traits evenly.
- bands:   one trait, scale items keyed on it (some reverse-keyed), single-choice items,
           three bands cut at about a third and two thirds of the score range.
Output is deterministic for (N, seed). Every file lints clean with quizc (check it with
`quizc lint DIR`).
"""
import argparse
import os
import random

WORDS = ("plan morning friends quiet project weekend team idea detail trip music book "
         "deadline garden city meeting coffee risk habit change goal story list map "
         "evening routine surprise choice challenge walk letter puzzle market kitchen").split()
VERBS = ("enjoy prefer avoid notice remember organise finish question share explore "
         "start postpone compare imagine follow change").split()
ADJ = ("busy calm new familiar long short loud careful spontaneous detailed rough "
       "shared private early late").split()
POLES = [("E", "I"), ("S", "N"), ("T", "F"), ("J", "P"), ("A", "R"), ("C", "D")]
TRAIT_NAMES = ["red", "yellow", "green", "blue", "fox", "owl", "bear", "otter",
               "maker", "thinker", "helper", "leader", "wolf", "hawk"]


def sentence(rng, end="."):
    words = [rng.choice(VERBS), "a", rng.choice(ADJ), rng.choice(WORDS), "when the",
             rng.choice(WORDS), "is", rng.choice(ADJ)]
    return "I " + " ".join(words) + end


def quote(text):
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def header(rng, quiz_id, title, lines):
    lines += [
        "# yaml-language-server: $schema=../schemas/quiz.schema.json",
        f"quiz: {quiz_id}",
        f"version: {rng.randint(1, 3)}.{rng.randint(0, 9)}.{rng.randint(0, 20)}",
        f"title: {title}",
        "description: >-",
        f"  {sentence(rng)} {sentence(rng)}",
        f"  {sentence(rng)}",
        "locale: en",
        "",
    ]


def outcome(lines, code, rng, recommendations=True):
    lines.append(f"  {code}:")
    # The code in the title keeps titles distinct (duplicate-label).
    lines.append(f"    title: The {rng.choice(ADJ).title()} {rng.choice(WORDS).title()} ({code})")
    lines.append(f"    description: {quote(sentence(rng) + ' ' + sentence(rng))}")
    if recommendations and rng.random() < 0.7:
        lines.append("    recommendations:")
        for _ in range(rng.randint(1, 3)):
            lines.append(f"      - {quote(sentence(rng))}")


def scale_block(lines, size):
    labels = {5: ["Strongly Disagree", "Disagree", "Neutral", "Agree", "Strongly Agree"],
              7: ["Strongly Disagree", "Disagree", "Somewhat Disagree", "Neutral",
                  "Somewhat Agree", "Agree", "Strongly Agree"]}[size]
    lines += ["scales:", f"  agree{size}:", "    options:"]
    for value, label in enumerate(labels, 1):
        lines.append(f"      - {{value: {value}, label: {label}}}")
    lines.append("")


# The range of question counts (--questions); the default is the range of older corpora.
QUESTIONS = (10, 40)


def axes_quiz(rng, index):
    count = rng.randint(2, 4)
    axes = POLES[:count]
    size = rng.choice([5, 7])
    low, high = QUESTIONS
    per_axis = rng.randint(max(3, -(-low // count)), max(3, high // count))
    per_axis += per_axis % 2  # even: keyed both ways equally often
    while per_axis * count > high and per_axis > 2:
        per_axis -= 2
    lines = []
    header(rng, f"axes-{index}", f"Preference Profile {index}", lines)
    traits = [p for axis in axes for p in axis]
    lines += [f"traits: [{', '.join(traits)}]", "", "scoring:", "  model: axes", "  axes:"]
    for a, b in axes:
        lines.append(f"    - {{poles: [{a}, {b}], tie: {rng.choice([a, b])}}}")
    lines.append("")
    scale_block(lines, size)
    if rng.random() < 0.5:
        lines += ["presentation:", f"  page_size: {rng.choice([4, 5, 6, 8])}", ""]
    lines.append("questions:")
    for axis_index, (a, b) in enumerate(axes):
        lines.append(f"  # {a} / {b}")
        for item in range(per_axis):
            keyed = a if item % 2 == 0 else b
            lines += [f"  - id: {a.lower()}{b.lower()}-{item + 1}",
                      f"    text: {quote(sentence(rng))}",
                      "    type: scale",
                      f"    scale: agree{size}",
                      f"    keyed: {keyed}"]
            if rng.random() < 0.15:
                lines.append(f"    weight: {rng.choice([1, 2])}")
            if rng.random() < 0.1:
                lines += [f"    low: {quote(sentence(rng))}", f"    high: {quote(sentence(rng))}"]
    lines += ["", "outcomes:"]
    codes = [""]
    for a, b in axes:
        codes = [c + letter for c in codes for letter in (a, b)]
    for code in codes:
        outcome(lines, code, rng)
    return "\n".join(lines) + "\n"


def highest_quiz(rng, index):
    traits = rng.sample(TRAIT_NAMES, rng.randint(3, 6))
    total = rng.randint(*QUESTIONS)
    lines = []
    header(rng, f"highest-{index}", f"Which {rng.choice(WORDS).title()} Are You {index}", lines)
    lines += [f"traits: [{', '.join(traits)}]", "", "scoring:", "  model: highest"]
    if rng.random() < 0.3:
        lines.append("  secondary: true")
    lines += [f"  ties: [{', '.join(traits)}]", ""]
    if rng.random() < 0.4:
        lines += ["presentation:", "  shuffle_questions: true", "  shuffle_options: true", ""]
    lines.append("questions:")
    for number in range(total):
        qid = f"q{number + 1}-{rng.choice(WORDS)}"
        multiple = rng.random() < 0.2
        lines += [f"  - id: {qid}", f"    text: {quote(sentence(rng, '?'))}"]
        if multiple:
            lines += ["    type: multiple", "    min: 1", f"    max: {min(2, len(traits))}"]
        else:
            lines.append("    type: single")
        lines.append("    options:")
        # One option per trait (every trait equally weighted, so no outcome is skewed).
        for option, trait in enumerate(rng.sample(traits, len(traits))):
            weights = f"{trait}: 2"
            if rng.random() < 0.25:
                other = rng.choice([t for t in traits if t != trait])
                weights = f"{trait}: 2, {other}: 1"
            lines.append(f"      - {{id: {trait}-{option}, label: {quote(sentence(rng))}, weights: {{{weights}}}}}")
        lines.append("")
    lines.append("outcomes:")
    for trait in traits:
        outcome(lines, trait, rng)
    return "\n".join(lines) + "\n"


def bands_quiz(rng, index):
    trait = rng.choice(["stress", "energy", "focus", "sleep", "balance"])
    total = rng.randint(*QUESTIONS)
    lines = []
    header(rng, f"bands-{index}", f"{trait.title()} Check {index}", lines)
    lines += [f"traits: [{trait}]", ""]
    scale_block(lines, 5)
    lines.append("questions:")
    low = high = 0
    for number in range(total):
        qid = f"{trait}-{number + 1}"
        if rng.random() < 0.7:
            keyed_weight = rng.choice([1, 1, 2])
            reverse = rng.random() < 0.3
            lines += [f"  - id: {qid}", f"    text: {quote(sentence(rng))}", "    type: scale",
                      "    scale: agree5", f"    keyed: {trait}"]
            if keyed_weight != 1 or reverse:
                lines.append(f"    weight: {-keyed_weight if reverse else keyed_weight}")
            low -= 2 * keyed_weight
            high += 2 * keyed_weight
        else:
            amounts = sorted(rng.sample(range(0, 5), 3))
            lines += [f"  - id: {qid}", f"    text: {quote(sentence(rng, '?'))}", "    type: single",
                      "    options:"]
            for option, amount in enumerate(amounts):
                weights = f"{{{trait}: {amount}}}" if amount else "{}"
                lines.append(f"      - {{id: o{option}, label: {quote(sentence(rng))}, weights: {weights}}}")
            low += amounts[0]
            high += amounts[-1]
        lines.append("")
    # Cut near the middle: totals concentrate there (outcome-skew wants every band likely).
    span = high - low
    first = low + span // 2 - max(1, span // 12)
    second = low + span // 2 + max(1, span // 12)
    lines += ["scoring:", "  model: bands", f"  trait: {trait}", "  bands:",
              f"    - {{outcome: low, max: {first}}}",
              f"    - {{outcome: medium, max: {second}}}",
              "    - {outcome: high}", "", "outcomes:"]
    for code in ("low", "medium", "high"):
        outcome(lines, code, rng)
    return "\n".join(lines) + "\n"


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("count", type=int)
    parser.add_argument("dir")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--questions", default="10-40", help="MIN-MAX questions per quiz (default 10-40)")
    args = parser.parse_args()
    global QUESTIONS
    low, _, high = args.questions.partition("-")
    if not (low.isdigit() and high.isdigit() and 1 <= int(low) <= int(high)):
        parser.error("--questions takes MIN-MAX, such as 6-30")
    QUESTIONS = (int(low), int(high))
    os.makedirs(args.dir, exist_ok=True)
    makers = [("axes", axes_quiz), ("highest", highest_quiz), ("bands", bands_quiz)]
    for index in range(args.count):
        rng = random.Random(args.seed * 1_000_003 + index)
        name, maker = makers[index % 3]
        text = maker(rng, index)
        with open(os.path.join(args.dir, f"{index:05d}-{name}.quiz.yaml"), "w") as handle:
            handle.write(text)


if __name__ == "__main__":
    main()
