#!/usr/bin/env python3
"""Prints the slowest tests of a run, from the event stream Swift Testing writes.

    swift test --event-stream-output-path .build/test-events.jsonl --event-stream-version 0
    Scripts/slowest-tests.py .build/test-events.jsonl [COUNT]

A test's duration is the time its cases ran, each from its start to its end, added up over a
parameterized test's arguments. Tests run in parallel: the durations add up to about the run's
wall time times the cores, not to its wall time. (A test's own start and end are no measure: it
starts when it is scheduled, and may wait there for a thread.)
"""
import json
import sys


def durations(path):
    """Seconds each test's cases ran, added up, by test ID."""
    started, seconds = {}, {}
    with open(path) as stream:
        for line in stream:
            record = json.loads(line)
            if record.get("kind") != "event":
                continue
            event = record["payload"]
            test = event.get("testID")
            case = (test, json.dumps(event.get("_testCase"), sort_keys=True))
            if event["kind"] == "testCaseStarted":
                started[case] = event["instant"]["absolute"]
            elif event["kind"] == "testCaseEnded" and case in started:
                ran = event["instant"]["absolute"] - started.pop(case)
                seconds[test] = seconds.get(test, 0) + ran
    return seconds


def main():
    if len(sys.argv) not in (2, 3):
        sys.exit(__doc__)
    count = int(sys.argv[2]) if len(sys.argv) == 3 else 15
    tests = durations(sys.argv[1])
    if not tests:
        sys.exit(f"{sys.argv[1]}: no test ended")
    total = sum(tests.values())
    print(f"The {min(count, len(tests))} slowest of {len(tests)} tests, of {total:.1f} s in all:")
    for test, seconds in sorted(tests.items(), key=lambda item: -item[1])[:count]:
        module, function, _ = (test.split("/") + ["", ""])[:3]
        print(f"{seconds:8.2f} s  {module}.{function.split('(')[0]}")


if __name__ == "__main__":
    main()
