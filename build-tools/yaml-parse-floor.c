/* The floor for `quizc lint`: read each file and pull every libyaml event, nothing else.
 *
 *   cc -O2 build-tools/yaml-parse-floor.c $(pkg-config --cflags --libs yaml-0.1) -o yaml-parse-floor
 *   yaml-parse-floor [-j N] FILE...
 *
 * Uses the same system libyaml as quizc, the same way (the whole file in memory, then
 * yaml_parser_set_input_string). With -j N the files are split over N forked processes
 * (file i goes to process i mod N), the way quizc lint spreads files over all cores.
 * Prints the number of files, events and syntax errors; exits 0. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>
#include <yaml.h>

static long parse_file(const char *path, long *errors) {
    FILE *file = fopen(path, "rb");
    if (!file) { perror(path); return 0; }
    fseek(file, 0, SEEK_END);
    long size = ftell(file);
    fseek(file, 0, SEEK_SET);
    unsigned char *buffer = malloc(size > 0 ? size : 1);
    size_t got = fread(buffer, 1, size, file);
    fclose(file);
    yaml_parser_t parser;
    yaml_event_t event;
    long events = 0;
    yaml_parser_initialize(&parser);
    yaml_parser_set_input_string(&parser, buffer, got);
    for (;;) {
        if (!yaml_parser_parse(&parser, &event)) { (*errors)++; break; }
        events++;
        int done = event.type == YAML_STREAM_END_EVENT;
        yaml_event_delete(&event);
        if (done) break;
    }
    yaml_parser_delete(&parser);
    free(buffer);
    return events;
}

int main(int argc, char **argv) {
    int jobs = 1, first = 1;
    if (argc > 2 && strcmp(argv[1], "-j") == 0) { jobs = atoi(argv[2]); first = 3; }
    if (jobs < 1) jobs = 1;
    int pipes[64][2];
    if (jobs > 64) jobs = 64;
    for (int job = 0; job < jobs; job++) {
        if (pipe(pipes[job]) != 0) { perror("pipe"); return 2; }
        pid_t pid = jobs == 1 ? 0 : fork();
        if (pid == 0) {
            long events = 0, errors = 0, files = 0;
            for (int i = first + job; i < argc; i += jobs) { events += parse_file(argv[i], &errors); files++; }
            if (jobs == 1) {
                printf("%ld files, %ld events, %ld syntax errors\n", files, events, errors);
                return 0;
            }
            long counts[3] = {files, events, errors};
            if (write(pipes[job][1], counts, sizeof counts) != sizeof counts) _exit(2);
            _exit(0);
        }
    }
    long total[3] = {0, 0, 0};
    for (int job = 0; job < jobs; job++) {
        long counts[3];
        if (read(pipes[job][0], counts, sizeof counts) == sizeof counts)
            for (int k = 0; k < 3; k++) total[k] += counts[k];
        wait(NULL);
    }
    printf("%ld files, %ld events, %ld syntax errors\n", total[0], total[1], total[2]);
    return 0;
}
