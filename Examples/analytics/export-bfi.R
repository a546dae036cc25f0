# Writes psychTools' `bfi` (2800 respondents, 25 items, gender, education, age) as CSV, one
# column per item's wire key (the shipped bfi.responses.csv is this file), and
# psych::alpha's results per scale (raw alpha, r.drop, alpha.drop), as JSON, for
# build-tools/tests/test_psych_alpha.py.
#   Rscript export-bfi.R RESPONSES.csv PSYCH.json
suppressPackageStartupMessages({ library(psych); library(psychTools) })
args <- commandArgs(trailingOnly = TRUE)
write.csv(cbind(id = rownames(bfi), bfi), args[1], row.names = FALSE, na = "", quote = FALSE)
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
