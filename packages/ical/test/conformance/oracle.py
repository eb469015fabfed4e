"""Expands iCalendar files with python's recurring-ical-events, the independent implementation
the calendar conformance test compares @overlap/ical's expander with.

    python oracle.py FROM TO FILE...   (FROM/TO: ISO dates, the window)

Prints one JSON object: {file: [{"start", "end", "summary"}]}. Aware times are printed with
their UTC offset, floating ones without, all-day values as dates.
"""

import datetime
import json
import sys

import icalendar
import recurring_ical_events


def stamp(value):
    if isinstance(value, datetime.datetime):
        if value.tzinfo is None:
            return value.isoformat()
        return value.astimezone(datetime.timezone.utc).isoformat().replace("+00:00", "Z")
    return value.isoformat()


def expand(path, start, end):
    with open(path, "rb") as handle:
        calendar = icalendar.Calendar.from_ical(handle.read())
    out = []
    for event in recurring_ical_events.of(calendar).between(start, end):
        # The app never shows a cancelled occurrence; the oracle returns it with its status.
        if str(event.get("STATUS", "")).upper() == "CANCELLED":
            continue
        begin = event.DTSTART
        finish = event.end
        out.append({"start": stamp(begin), "end": stamp(finish), "summary": str(event.get("SUMMARY", ""))})
    return out


def main():
    start = datetime.date.fromisoformat(sys.argv[1])
    end = datetime.date.fromisoformat(sys.argv[2])
    json.dump({path: expand(path, start, end) for path in sys.argv[3:]}, sys.stdout)


if __name__ == "__main__":
    main()
