# Writes psychTools' `bfi` (2800 respondents, 25 items) as JSON Lines answers keyed by item,
# and psych::alpha's results per scale (raw alpha, r.drop, alpha.drop), as JSON, for
# build-tools/tests/test_psych_alpha.py.
#   Rscript export-bfi.R RESPONSES.jsonl PSYCH.json
suppressPackageStartupMessages({ library(psych); library(psychTools) })
args <- commandArgs(trailingOnly = TRUE)
items <- bfi[, 1:25]
lines <- apply(items, 1, function(row) {
  answered <- !is.na(row)
  paste0("{", paste0('"', names(row)[answered], '": ', row[answered], collapse = ", "), "}")
})
writeLines(lines, args[1])
number <- function(x) sprintf("%.17g", x)
traits <- c(agree = "A", conscientious = "C", extraversion = "E", neuroticism = "N", openness = "O")
scales <- sapply(names(bfi.keys), function(scale) {
  keys <- bfi.keys[[scale]]
  names <- sub("-", "", keys)
  # Complete cases of the scale, as quizc analyze counts them.
  data <- na.omit(bfi[, names])
  result <- alpha(data, keys = sub("-", "", keys[startsWith(keys, "-")]), warnings = FALSE)
  sprintf(
    '"%s": {"n": %d, "raw_alpha": %s, "r_drop": [%s], "alpha_drop": [%s]}', traits[[scale]], nrow(data),
    number(result$total$raw_alpha), paste(number(result$item.stats$r.drop), collapse = ", "),
    paste(number(result$alpha.drop$raw_alpha), collapse = ", "))
})
writeLines(paste0("{", paste(scales, collapse = ", "), "}"), args[2])
