#ifndef BARE_LINE_BREAKING_H
#define BARE_LINE_BREAKING_H

#include <stdbool.h>
#include <stddef.h>

/// The straightforward dynamic program for optimal line breaking, as one would write it in C:
/// the baseline the engine's optimal line breakers are timed against, and the tests' check of
/// their costs at sizes brute force cannot reach.
///
/// For each item `j`, it tries every line that ends before `j`, from the shortest to the
/// longest until one does not fit, and keeps the cheapest breaking of the items before `j` whose
/// last line that is. A line of items `i..<j` is their widths with `gap` between neighbours; it
/// fits when it is at most `available` long, and a line of one item always fits. No line holds
/// an item whose `breaks_before` entry is true but as its first (`breaks_before` may be NULL).
/// A line costs its free space squared (none when overfull) and, when `counts_lines` is true,
/// one line: costs compare by lines first, then by that sum. With `free_last_line` true, a line
/// that ends the items or is followed by a forced break costs nothing. On ties the later start
/// wins, so that earlier lines are fuller.
///
/// `raggedness`, `lines` and `previous` are working storage of `count + 1` entries each; the
/// optimal cost is left in `raggedness[count]` and `lines[count]`, and `starts` (`count`
/// entries) receives where each line starts, in order. Returns the number of lines.
///
/// Complexity: O(n·L) for n items and at most L items per line.
size_t bare_optimal_line_starts(
    const double *widths, const bool *breaks_before, size_t count, double gap, double available,
    bool counts_lines, bool free_last_line, double *raggedness, size_t *lines, size_t *previous,
    size_t *starts);

#endif
