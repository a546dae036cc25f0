#ifndef QUIZC_CLIBYAML_SHIM_H
#define QUIZC_CLIBYAML_SHIM_H
#include <yaml.h>
#endif
