#include "BareLineBreaking.h"

size_t bare_optimal_line_starts(
    const double *widths, const bool *breaks_before, size_t count, double gap, double available,
    bool counts_lines, bool free_last_line, double *raggedness, size_t *lines, size_t *previous,
    size_t *starts) {
  if (count == 0) return 0;
  raggedness[0] = 0;
  lines[0] = 0;
  previous[0] = 0;
  for (size_t j = 1; j <= count; j++) {
    bool is_free = free_last_line && (j == count || (breaks_before && breaks_before[j]));
    double length = -gap;
    for (size_t i = j; i-- > 0;) {
      length += widths[i] + gap;
      if (i + 1 < j && (length > available || (breaks_before && breaks_before[i + 1]))) break;
      double free = available - length;
      double cost = raggedness[i] + (is_free || free < 0 ? 0 : free * free);
      size_t line_count = lines[i] + (counts_lines ? 1 : 0);
      if (i + 1 == j || line_count < lines[j] || (line_count == lines[j] && cost < raggedness[j])) {
        raggedness[j] = cost;
        lines[j] = line_count;
        previous[j] = i;
      }
    }
  }
  size_t line_count = 0;
  for (size_t j = count; j > 0; j = previous[j]) starts[line_count++] = previous[j];
  for (size_t k = 0; k < line_count / 2; k++) {
    size_t start = starts[k];
    starts[k] = starts[line_count - 1 - k];
    starts[line_count - 1 - k] = start;
  }
  return line_count;
}
